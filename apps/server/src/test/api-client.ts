import { contractPath, type CallArgs, type Contract, type ContractResponse } from '@portal/shared/api/contract';
import { toQueryString, type QueryParams } from '@portal/shared/api/query-string';
import type { ApiErrorBody } from '@portal/shared/errors';
import type { App } from '../http/types';
import { DEMO_USER, type DemoUser } from './demo';
import { accessTokenFor } from './sign-in';

export interface ApiAnswer<Body> {
  status: number;
  /** The parsed JSON body (or the text of a file answer) as the contract's answer (check `status` first). */
  body: Body;
  /** The same body as the error shape, for failures. */
  error: ApiErrorBody;
  headers: Record<string, string | string[] | number | undefined>;
  /** The body's bytes, for a file that is not text (a PDF). */
  bytes: Buffer;
}

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}
type Received = {
  status: number;
  contentType: string;
  text: string;
  bytes: Buffer;
  headers: ApiAnswer<unknown>['headers'];
};

/** In the test's own process, through Fastify's inject (the default: no port, no sockets). */
const injected =
  (app: () => App) =>
  async (sent: Sent): Promise<Received> => {
    const response = await app().inject({
      method: sent.method as 'GET',
      url: sent.url,
      headers: sent.headers,
      ...(sent.body !== undefined && { payload: sent.body as object }),
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? ''),
      text: response.body,
      bytes: response.rawPayload,
      headers: response.headers,
    };
  };

/** Over real HTTP to a listening server: requests that race each other on their own connections. */
const overHttp =
  (baseUrl: () => string) =>
  async (sent: Sent): Promise<Received> => {
    const response = await fetch(`${baseUrl()}${sent.url}`, {
      method: sent.method,
      headers: { ...sent.headers, ...(sent.body !== undefined && { 'content-type': 'application/json' }) },
      ...(sent.body !== undefined && { body: JSON.stringify(sent.body) }),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: bytes.toString('utf8'),
      bytes,
      headers: Object.fromEntries(response.headers),
    };
  };

/**
 * Calls endpoints through their contracts, as a demo user: `api.as('owner').call(getAccount, { params })`.
 * Each user signs in once (through the identity service) on first use; 'anonymous' sends no token. It
 * takes the test file's app (useTestApp) and reads it at call time. With `baseUrl`, calls go over HTTP to
 * that address (the app listening) instead of through inject.
 */
export function testApiClient(
  testApp: { app: App; config: { IDENTITY_CLIENT_ID: string } },
  options: { baseUrl?: () => string } = {},
) {
  const tokens = new Map<DemoUser, Promise<string>>();
  const tokenOf = (user: DemoUser) => {
    if (!tokens.has(user))
      tokens.set(user, accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER[user]));
    return tokens.get(user)!;
  };
  const send = options.baseUrl ? overHttp(options.baseUrl) : injected(() => testApp.app);
  const caller = (authorization: () => Promise<string | null>, extraHeaders: Record<string, string>) => ({
    async call<C extends Contract>(contract: C, ...[input]: CallArgs<C>): Promise<ApiAnswer<ContractResponse<C>>> {
      const { params, query, body } = (input ?? {}) as {
        params?: Record<string, string>;
        query?: QueryParams;
        body?: unknown;
      };
      const bearer = await authorization();
      const response = await send({
        method: contract.method,
        // The query string as the web builds it (empty values skipped, arrays repeated).
        url: `/api/${contractPath(contract, params)}${toQueryString(query)}`,
        headers: { ...extraHeaders, ...(bearer !== null && { authorization: `Bearer ${bearer}` }) },
        ...(body !== undefined && { body }),
      });
      const isJson = response.contentType.includes('json');
      const json = response.text ? (isJson ? JSON.parse(response.text) : response.text) : undefined;
      return { status: response.status, body: json, error: json, headers: response.headers, bytes: response.bytes };
    },
  });
  return {
    /** Calls as a demo user, with any extra request headers (an Idempotency-Key). */
    as: (user: DemoUser | 'anonymous', extraHeaders: Record<string, string> = {}) =>
      caller(async () => (user === 'anonymous' ? null : tokenOf(user)), extraHeaders),
    /** Calls with an API key (pk_live_…) as the bearer token, as a customer's own system does. */
    withKey: (secret: string, extraHeaders: Record<string, string> = {}) => caller(async () => secret, extraHeaders),
  };
}
