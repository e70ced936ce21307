import { useSearchParams } from 'react-router';

/** Keeps ?redirectTo= as the user moves between signed-out screens, so sign-in still ends where they were going. */
export function useHrefKeepingRedirect(): (path: string, extra?: Record<string, string>) => string {
  const [search] = useSearchParams();
  const redirectTo = search.get('redirectTo');
  return (path, extra = {}) => {
    const [base, existing] = path.split('?');
    const query = new URLSearchParams(existing);
    for (const [key, value] of Object.entries(extra)) query.set(key, value);
    if (redirectTo) query.set('redirectTo', redirectTo);
    const text = query.toString();
    return text ? `${base}?${text}` : (base ?? path);
  };
}
