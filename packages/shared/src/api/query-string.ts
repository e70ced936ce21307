/** Query strings as every client of the API builds them (specification section 7). */
// A global of both runtimes (browsers and Node); shared code compiles without DOM or Node types, so the
// little of it used here is declared.
declare const URLSearchParams: new () => { append(name: string, value: string): void; toString(): string };

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === undefined || value === null || value === '';

/** Builds `?a=1&b=x&b=y`: empty values are skipped, arrays are repeated (specification section 7). */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(raw) ? raw : [raw as QueryValue];
    for (const value of values) {
      if (!isEmpty(value)) search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
