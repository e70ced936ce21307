import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Each filter's key in the URL: short words a person can read in a shared link, not the API's names. */
export type UrlFilterKeys<Filters> = { readonly [Name in keyof Filters]-?: string };

/** A change to some filters at once: a value sets one, an empty value removes it. */
export type UrlFilterChange<Filters> = Partial<Record<keyof Filters, string | null | undefined>>;

/** The URL's search with some filters changed (removed when empty); every other key (a range) stays. */
export function writeUrlFilters<Filters>(
  search: URLSearchParams,
  keys: UrlFilterKeys<Filters>,
  change: UrlFilterChange<Filters>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(change) as [keyof Filters, string | null | undefined][]) {
    if (value) next.set(keys[name], value);
    else next.delete(keys[name]);
  }
  return next;
}

/** The URL's search without any of these filters; every other key stays. */
export function clearUrlFilters<Filters>(search: URLSearchParams, keys: UrlFilterKeys<Filters>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of Object.values<string>(keys)) next.delete(key);
  return next;
}

/**
 * A list's filters kept in the URL, so a reload, Back and Forward, and a shared link show the same rows.
 * `read` turns the URL into filters and drops values the API would refuse (a hand-edited link). A change
 * replaces the history entry rather than adding one: tuning a filter (or typing a search) is not a new
 * page, so Back leaves the screen instead of stepping through every keystroke.
 */
export function useUrlFilters<Filters>(keys: UrlFilterKeys<Filters>, read: (search: URLSearchParams) => Filters) {
  const [search, setSearch] = useSearchParams();
  // React Router hands an updater the search of the last render, not of the last navigation asked for: two
  // changes before the next render (a tile that sets a filter, then another) would each start from the same
  // search, and the second would undo the first. The search asked for is kept until the URL has it.
  const asked = useRef<URLSearchParams | null>(null);
  const current = search.toString();
  useEffect(() => {
    asked.current = null;
  }, [current]);
  const navigate = (next: URLSearchParams) => {
    asked.current = next;
    setSearch(next, { replace: true });
  };
  const change = (next: UrlFilterChange<Filters>) => navigate(writeUrlFilters(asked.current ?? search, keys, next));
  const clear = () => navigate(clearUrlFilters(asked.current ?? search, keys));
  return { filters: read(search), change, clear };
}
