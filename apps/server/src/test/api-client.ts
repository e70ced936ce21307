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
}

/**
 * Calls endpoints through their contracts, as a demo user: `api.as('owner').call(getAccount, { params })`.
 * Each user signs in once (through the identity service) on first use; 'anonymous' sends no token. It
 * takes the test file's app (useTestApp) and reads it at call time.
 */
export function testApiClient(testApp: { app: App; config: { IDENTITY_CLIENT_ID: string } }) {
  const tokens = new Map<DemoUser, Promise<string>>();
  const tokenOf = (user: DemoUser) => {
    if (!tokens.has(user))
      tokens.set(user, accessTokenFor(testApp.app, testApp.config.IDENTITY_CLIENT_ID, DEMO_USER[user]));
    return tokens.get(user)!;
  };
  return {
    /** Calls as a demo user, with any extra request headers (an Idempotency-Key). */
    as(user: DemoUser | 'anonymous', extraHeaders: Record<string, string> = {}) {
      return {
        async call<C extends Contract>(contract: C, ...[input]: CallArgs<C>): Promise<ApiAnswer<ContractResponse<C>>> {
          const { params, query, body } = (input ?? {}) as {
            params?: Record<string, string>;
            query?: QueryParams;
            body?: unknown;
          };
          const response = await testApp.app.inject({
            method: contract.method,
            // The query string as the web builds it (empty values skipped, arrays repeated).
            url: `/api/${contractPath(contract, params)}${toQueryString(query)}`,
            headers: {
              ...extraHeaders,
              ...(user !== 'anonymous' && { authorization: `Bearer ${await tokenOf(user)}` }),
            },
            ...(body !== undefined && { payload: body as object }),
          });
          const isJson = String(response.headers['content-type'] ?? '').includes('json');
          const json = response.body ? (isJson ? response.json() : response.body) : undefined;
          return { status: response.statusCode, body: json, error: json, headers: response.headers };
        },
      };
    },
  };
}
