import fc from 'fast-check';
import { maybeValueMutations, sureValueMutations } from './body-mutations';
import { exampleOf, mainBranch, type JsonSchema } from './json-schema';
import { hostileString, toJsonText } from './hostile-values';
import type { Operation } from './openapi-operations';

/** What a request is made of before it is written out; mutations change it. */
interface Draft {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
  /** Replaces the body's JSON text. */
  rawBody?: string;
  contentType?: string;
  headers: Record<string, string>;
}

interface Mutation {
  label: string;
  apply(draft: Draft): void;
}

/** One generated request; `mustFail` when at least one of its changes makes it invalid for sure. */
export interface HostileRequest {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  mustFail: boolean;
  changes: string[];
}

/** Fastify refuses a path part past 100 characters (maxParamLength) with 414. */
const PATH_PARAM_TOO_LONG = 'a'.repeat(200);
const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-4000-8000-00000000000z',
  '00000000000040008000000000000001',
  '{00000000-0000-4000-8000-000000000001}',
  '-1',
  '1e309',
  '..',
  '%2e%2e%2f',
  '\u0000',
  '\ud800',
  '\u202e',
  '👍',
  "1' OR '1'='1",
  PATH_PARAM_TOO_LONG,
];
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '{"a":1}}',
  '[1,2',
  '\u0000',
  '{"a":"\\ud800',
  'true false',
];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'image/png',
  'application/json-patch+json',
];
/** Past the 1 MiB body limit. */
export const OVERSIZED_BODY = JSON.stringify({ padding: 'x'.repeat(1024 * 1024) });

/** Percent-encoding that also writes lone surrogates (as their WTF-8 bytes), which encodeURIComponent refuses. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char.length === 1 && code >= 0xd800 && code <= 0xdfff)
          return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join('');
        return encodeURIComponent(char);
      })
      .join('');
  }
}

const mutation = (label: string, apply: (draft: Draft) => void): Mutation => ({ label, apply });
const pathMutation = (name: string, value: string) =>
  mutation(`path ${name} = ${JSON.stringify(value.slice(0, 20))}`, (draft) => void (draft.params[name] = value));
/** Path values a parameter refuses for sure: anything but an id for an id, else a part that is too long. */
function badPathValues(schema: JsonSchema): string[] {
  const shape = mainBranch(schema);
  if (shape.format === 'uuid') return BAD_IDS;
  const pattern = shape.pattern === undefined ? undefined : new RegExp(shape.pattern);
  const off = pattern ? BAD_IDS.filter((value) => !pattern.test(value)) : [];
  return off.length > 0 ? off : [PATH_PARAM_TOO_LONG];
}

function sureMutations(operation: Operation, example: unknown): fc.Arbitrary<Mutation>[] {
  const arbitraries: fc.Arbitrary<Mutation>[] = [];
  const { body } = operation;
  if (body) {
    for (const change of sureValueMutations(body.schema, example))
      arbitraries.push(
        change.map((each) => mutation(each.label, (draft) => void (draft.body = each.apply(draft.body)))),
      );
    const objectBody = mainBranch(body.schema).type === 'object';
    if (objectBody || body.required) {
      arbitraries.push(
        fc
          .constantFrom(...MALFORMED_JSON)
          .map((text) => mutation(`malformed JSON ${JSON.stringify(text)}`, (draft) => void (draft.rawBody = text))),
        fc
          .constantFrom(...WRONG_CONTENT_TYPES)
          .map((type) => mutation(`content type ${type}`, (draft) => void (draft.contentType = type))),
      );
    }
    if (body.required) arbitraries.push(fc.constant(mutation('empty body', (draft) => void (draft.rawBody = ''))));
    arbitraries.push(fc.constant(mutation('body over 1 MiB', (draft) => void (draft.rawBody = OVERSIZED_BODY))));
  }
  for (const { name, schema } of operation.pathParams) {
    arbitraries.push(fc.constantFrom(...badPathValues(schema)).map((value) => pathMutation(name, value)));
  }
  for (const parameter of operation.queryParams) {
    const shape = mainBranch(parameter.schema);
    const bad: string[] = [];
    if (shape.type === 'number' || shape.type === 'integer') {
      bad.push('abc', '1e400', 'Infinity');
      if (shape.maximum !== undefined) bad.push(String(shape.maximum + 1), '99999999999999999999');
      if (shape.minimum !== undefined) bad.push(String(shape.minimum - 1), '-99999999999999999999');
      if (shape.type === 'integer') bad.push('1.5');
    }
    if (shape.type === 'string' && shape.maxLength !== undefined) bad.push('x'.repeat(shape.maxLength + 1));
    if (shape.enum?.every((value) => typeof value === 'string')) bad.push('NOT_A_VALUE');
    if (shape.format === 'uuid') bad.push('not-a-uuid');
    if (bad.length > 0)
      arbitraries.push(
        fc.constantFrom(...bad).map((value) =>
          mutation(`query ${parameter.name} = ${JSON.stringify(value.slice(0, 20))}`, (draft) => {
            draft.query = draft.query.filter(([key]) => key !== parameter.name).concat([[parameter.name, value]]);
          }),
        ),
      );
    if (shape.type !== 'array')
      arbitraries.push(
        fc.constant(
          mutation(`query ${parameter.name} repeated`, (draft) => {
            draft.query.push([parameter.name, '1'], [parameter.name, '2']);
          }),
        ),
      );
    if (parameter.required)
      arbitraries.push(
        fc.constant(
          mutation(`query ${parameter.name} left out`, (draft) => {
            draft.query = draft.query.filter(([key]) => key !== parameter.name);
          }),
        ),
      );
  }
  for (const header of operation.headers) {
    arbitraries.push(
      fc.constantFrom(undefined, '', 'x'.repeat(256), 'ключ', 'a b').map((value) =>
        mutation(`header ${header.name} = ${JSON.stringify(value?.slice(0, 20))}`, (draft) => {
          if (value === undefined) delete draft.headers[header.name];
          else draft.headers[header.name] = value;
        }),
      ),
    );
  }
  return arbitraries;
}

function maybeMutations(operation: Operation, example: unknown): fc.Arbitrary<Mutation>[] {
  const arbitraries: fc.Arbitrary<Mutation>[] = [
    fc
      .tuple(fc.constantFrom('x', 'limit', 'cursor', '__proto__', 'a[b]', 'accountId', ''), hostileString)
      .map(([key, value]) =>
        mutation(
          `extra query ${key} = ${JSON.stringify(value.slice(0, 20))}`,
          (draft) => void draft.query.push([key, value]),
        ),
      ),
  ];
  if (operation.body) {
    for (const change of maybeValueMutations(operation.body.schema, example))
      arbitraries.push(
        change.map((each) => mutation(each.label, (draft) => void (draft.body = each.apply(draft.body)))),
      );
  } else {
    arbitraries.push(
      fc.constantFrom('{"a":1}', '[]', 'x', OVERSIZED_BODY).map((text) =>
        mutation(`unexpected body ${text.slice(0, 10)}`, (draft) => {
          draft.rawBody = text;
          draft.contentType = 'application/json';
        }),
      ),
    );
  }
  for (const { name } of operation.pathParams) {
    arbitraries.push(fc.uuid().map((id) => pathMutation(name, id)));
    arbitraries.push(fc.constantFrom('', ...BAD_IDS).map((value) => pathMutation(name, value)));
  }
  for (const parameter of operation.queryParams)
    if (mainBranch(parameter.schema).type === 'string')
      arbitraries.push(
        hostileString.map((value) =>
          mutation(`query ${parameter.name} = ${JSON.stringify(value.slice(0, 20))}`, (draft) => {
            draft.query = draft.query.filter(([key]) => key !== parameter.name).concat([[parameter.name, value]]);
          }),
        ),
      );
  return arbitraries;
}

const exampleQueryValue = (schema: JsonSchema, name: string, known: (name: string) => string | undefined) => {
  const value = exampleOf(schema, known);
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/**
 * Hostile requests for an operation: a plausible request (known ids for path parameters) broken for sure
 * in one place, plus up to two changes that may or may not be accepted. One in eight (`maybeOnly`), and all
 * for an operation with nothing that can be broken for sure, get only the latter: those reach the handler.
 */
export function hostileRequests(
  operation: Operation,
  known: (name: string) => string | undefined,
  options: { contentType?: string; maybeOnly?: boolean } = {},
): fc.Arbitrary<HostileRequest> {
  const example = operation.body ? exampleOf(operation.body.schema, known) : undefined;
  const sure = sureMutations(operation, example);
  const maybe = fc.oneof(...maybeMutations(operation, example));
  const unbroken = fc.tuple(fc.array(maybe, { minLength: 1, maxLength: 2 }), fc.constant([] as Mutation[]));
  const broken =
    sure.length === 0
      ? unbroken
      : fc.tuple(
          fc.array(maybe, { maxLength: 2 }),
          fc.oneof(...sure).map((each) => [each]),
        );
  const changes = fc.tuple(
    sure.length === 0 || options.maybeOnly === false
      ? broken
      : fc.oneof({ weight: 7, arbitrary: broken }, { weight: 1, arbitrary: unbroken }),
    fc.uuid(),
  );
  return changes.map(([[maybes, sures], key]) => {
    const draft: Draft = {
      params: Object.fromEntries(
        operation.pathParams.map(({ name, schema }) => [name, known(name) ?? String(exampleOf(schema, known))]),
      ),
      query: operation.queryParams
        .filter((parameter) => parameter.required)
        .map(({ name, schema }) => [name, exampleQueryValue(schema, name, known)]),
      body: example,
      headers: Object.fromEntries(operation.headers.map(({ name }) => [name, key])),
    };
    for (const each of [...maybes, ...sures]) each.apply(draft);
    const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
      percentEncode(draft.params[name] ?? ''),
    );
    const query = draft.query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
    const payload = draft.rawBody ?? (draft.body === undefined ? undefined : toJsonText(draft.body));
    return {
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers: {
        ...draft.headers,
        ...(payload !== undefined && {
          'content-type': draft.contentType ?? options.contentType ?? 'application/json',
        }),
      },
      ...(payload !== undefined && { payload }),
      mustFail: sures.length > 0,
      changes: [...maybes, ...sures].map((each) => each.label),
    };
  });
}
