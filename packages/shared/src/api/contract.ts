import type * as z from 'zod/mini';
import type { ApiKeyScope } from './api-key-scopes';
import type { Permission } from './permissions';

/**
 * Who may call an endpoint: anyone, anyone signed in, provider staff, a role on the path's account, or the
 * provider's own systems with an ingest key (machine to machine, never a person's token).
 */
export type ContractAccess =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'staff' }
  | {
      kind: 'account';
      permission: Permission;
      /** The API key scope that opens this route to a key (api-key-scopes.ts); without one, keys are refused. */
      keyScope?: ApiKeyScope;
    }
  | { kind: 'ingest' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.core.$ZodType;

/**
 * One endpoint, written once and read by both sides: the server registers it (route, validation,
 * access, OpenAPI), the web builds its fetcher and query key from it. Schemas are zod/mini so that the
 * web can load them (docs/decisions/0007).
 */
export interface Contract {
  method: HttpMethod;
  /** Under /api, with :name parameters: 'ad-portal/advprtl/accounts/:accountId'. */
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  response: Schema;
  /** The success status: 200 unless said. */
  status?: 200 | 201;
  /** A file instead of JSON: the response schema is then the file's text (a CSV export). */
  produces?: 'text/csv' | 'application/pdf';
  access: ContractAccess;
  summary: string;
  tags: readonly string[];
  /** A body that is a file rather than JSON (audio): its content types, and the largest size taken. */
  rawBody?: { contentTypes: readonly string[]; maxBytes: number };
  /**
   * Moves money: the request must carry an Idempotency-Key header; a retry with the same key and body gets
   * the first answer again (also while the first is still running), the same key with another body 422.
   */
  idempotent?: true;
  /** Failure statuses beyond those every endpoint of its access kind may answer (e.g. 409, 422). */
  errors?: readonly number[];
}

// Pure, so that a bundle keeps only the contracts a screen calls (and the schemas they reach).
/* #__NO_SIDE_EFFECTS__ */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

type InputOf<S> = S extends Schema ? z.input<S> : undefined;
type OutputOf<S> = S extends Schema ? z.output<S> : undefined;

/** What a caller sends (before parsing) and what the server's handler receives (after). */
export type ContractInput<C extends Contract> = {
  params: InputOf<C['params']>;
  query: InputOf<C['query']>;
  body: InputOf<C['body']>;
};
export type ContractParsed<C extends Contract> = {
  params: OutputOf<C['params']>;
  query: OutputOf<C['query']>;
  body: OutputOf<C['body']>;
};
export type ContractResponse<C extends Contract> = z.output<C['response']>;

/** What a call of a contract takes: its params, query and body, each only when the contract has one. */
export type CallInput<C extends Contract> = {
  [K in keyof ContractInput<C> as ContractInput<C>[K] extends undefined ? never : K]: ContractInput<C>[K];
};

/** The arguments after the contract: the input, optional when the contract takes none. */
export type CallArgs<C extends Contract> = keyof CallInput<C> extends never
  ? [input?: CallInput<C>]
  : [input: CallInput<C>];

/** The path with its parameters filled in (each encoded), relative to /api: 'ad-portal/advprtl/accounts/1f…'. */
export function contractPath(contract: Pick<Contract, 'path'>, params: Record<string, string> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${contract.path} needs the ${name} parameter`);
    return encodeURIComponent(value);
  });
}

/** The header a money write carries: any client-chosen string up to 255 characters (a UUID is usual). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;
