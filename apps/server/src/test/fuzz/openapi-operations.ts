import type { JsonSchema } from './json-schema';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  /** "POST /api/…/{campaignId}/pause" */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body, when the operation takes one. */
  body?: { schema: JsonSchema; required: boolean };
  /** Required request headers (the Idempotency-Key of money writes). */
  headers: { name: string; schema: JsonSchema }[];
  /** Only for callers with an ingest key. */
  ingest: boolean;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  tags?: string[];
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema;
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        pathParams: parameters
          .filter((parameter) => parameter.in === 'path')
          .map(({ name, schema }) => ({ name, schema: schema ?? {} })),
        queryParams: parameters
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, required, schema }) => ({ name, required: required === true, schema: schema ?? {} })),
        headers: parameters
          .filter((parameter) => parameter.in === 'header' && parameter.required)
          .map(({ name, schema }) => ({ name, schema: schema ?? {} })),
        ...(json && { body: { schema: json, required: operation.requestBody?.required === true } }),
        ingest: path.startsWith('/api/ingest/'),
      });
    }
  }
  return operations;
}
