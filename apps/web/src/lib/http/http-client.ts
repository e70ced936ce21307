import { REQUEST_TIMEOUT_MS } from '@portal/shared/limits';
import { HttpError, RequestTimeoutError } from './http-error';
import { toQueryString, type QueryParams } from '@portal/shared/api/query-string';

export interface HttpClientOptions {
  /** Prefix of every path, e.g. "/api" or "http://localhost:3000/api". */
  baseUrl: string;
  /** The current access token, or undefined when signed out. */
  getAccessToken: () => Promise<string | undefined> | string | undefined;
  /**
   * Called on 401 or 403, before the error is raised, unless the call went out with a token the browser no
   * longer holds (signed out or renewed meanwhile): that refusal is about a session already left behind.
   */
  onUnauthorized: () => void;
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A binary answer (a PDF) comes back as a Blob instead of being read as JSON or text. */
  responseType?: 'blob';
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one HTTP client of the web app. Every call carries the bearer access token and a JSON content type;
 * it fails with 'Request timed out' after 15 s; 204 is success with no body; a non-OK answer raises its body
 * with the status; 401 or 403 also signs the browser out (specification sections 7 and 8).
 */
export function createHttpClient(options: HttpClientOptions) {
  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const token = await options.getAccessToken();
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), init.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}/${path.replace(/^\//, '')}${toQueryString(init.query)}`, {
        method,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
          ...init.headers,
        },
        // A write without a payload (resume a campaign, remove a payment method) still says it is JSON, as
        // every call does (specification section 7), so it sends an empty object: the server refuses an
        // empty JSON body, on DELETE as on POST (400 "Body cannot be empty when content-type is set…").
        body: init.body !== undefined ? JSON.stringify(init.body) : method === 'GET' ? undefined : '{}',
        signal,
      });
    } catch (error) {
      if (timeout.signal.aborted) throw new RequestTimeoutError();
      throw error;
    } finally {
      clearTimeout(timer);
    }

    if ((response.status === 401 || response.status === 403) && (await stillHeld(token))) options.onUnauthorized();
    if (response.status === 204) return undefined as T;
    if (init.responseType === 'blob' && response.ok) return (await response.blob()) as T;
    const body = await readBody(response);
    if (!response.ok) throw new HttpError(response.status, body);
    return body as T;
  }

  // A call still in flight when the person signs out (the live stream asking for a ticket, say) is refused
  // with the ended session's token. Signing out again then would reload /login under whatever they do next.
  async function stillHeld(token: string | undefined): Promise<boolean> {
    return token === undefined || (await options.getAccessToken()) === token;
  }

  return {
    request,
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, init),
    post: <T>(path: string, body?: unknown, init?: RequestOptions) => request<T>('POST', path, { ...init, body }),
    put: <T>(path: string, body?: unknown, init?: RequestOptions) => request<T>('PUT', path, { ...init, body }),
    patch: <T>(path: string, body?: unknown, init?: RequestOptions) => request<T>('PATCH', path, { ...init, body }),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
