/**
 * Where the HTTP client gets the bearer token. The identity feature registers its token source here when
 * it starts; until then calls go out without one.
 */
type TokenSource = () => Promise<string | undefined>;

let tokenSource: TokenSource = async () => undefined;

export function setAccessTokenSource(source: TokenSource): void {
  tokenSource = source;
}

export function getAccessToken(): Promise<string | undefined> {
  return tokenSource();
}
