/** The part of JSON Schema (as zod writes it into the OpenAPI document) that the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
}

export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** The JSON types a schema takes, or null when it takes anything (no type said, or a branch that takes all). */
export function allowedTypes(schema: JsonSchema): Set<JsonType> | null {
  if (schema.const !== undefined) return new Set([jsonTypeOf(schema.const)]);
  if (schema.enum) return new Set(schema.enum.map(jsonTypeOf));
  if (schema.type) return new Set([schema.type].flat() as JsonType[]);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const all = new Set<JsonType>();
    for (const branch of branches) {
      const types = allowedTypes(branch);
      if (!types) return null;
      for (const type of types) all.add(type);
    }
    return all;
  }
  if (schema.allOf) {
    for (const part of schema.allOf) {
      const types = allowedTypes(part);
      if (types) return types;
    }
  }
  return null;
}

/** True when a value's JSON type is one the schema takes (an integer is also a number). */
export function typeAllowed(schema: JsonSchema, value: unknown): boolean {
  const types = allowedTypes(schema);
  if (!types) return true;
  const type = jsonTypeOf(value);
  return types.has(type) || (type === 'integer' && types.has('number'));
}

/** The branch of a union that describes the value's shape (the first that is not null). */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return mainBranch(branches.find((branch) => branch.type !== 'null') ?? branches[0] ?? {});
  if (schema.allOf?.length) {
    const objects = schema.allOf.map(mainBranch);
    return {
      type: 'object',
      properties: Object.assign({}, ...objects.map((part) => part.properties ?? {})) as Record<string, JsonSchema>,
      required: objects.flatMap((part) => part.required ?? []),
    };
  }
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== 'null') ?? 'null' };
  return schema;
}

export const EXAMPLE_UUID = '00000000-0000-4000-8000-0000000000f0';

/** A plausible value for a schema: the base a hostile request then breaks in one place. */
export function exampleOf(schema: JsonSchema, known: (name: string) => string | undefined = () => undefined): unknown {
  const walk = (node: JsonSchema, name: string): unknown => {
    if (node.const !== undefined) return node.const;
    if (node.enum?.length) return node.enum[0];
    if (node.default !== undefined) return node.default;
    const shape = mainBranch(node);
    switch (shape.type) {
      case 'object':
        return Object.fromEntries(
          Object.entries(shape.properties ?? {}).map(([key, property]) => [key, walk(property, key)]),
        );
      case 'array': {
        const count = Math.max(shape.minItems ?? 0, shape.maxItems === 0 ? 0 : 1);
        return Array.from({ length: count }, () => walk(shape.items ?? {}, name));
      }
      case 'integer':
      case 'number':
        return shape.minimum ?? (shape.exclusiveMinimum !== undefined ? shape.exclusiveMinimum + 1 : 1);
      case 'boolean':
        return false;
      case 'null':
        return null;
      case 'string':
        return known(name) ?? exampleString(shape);
      default:
        return shape.enum || shape.const !== undefined ? walk(shape, name) : 'fuzz';
    }
  };
  return walk(schema, '');
}

function exampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return EXAMPLE_UUID;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2026-01-01';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 4), schema.maxLength ?? 4));
}

/** A place in a value (object property or first array item) with the schema that describes it. */
export interface Slot {
  path: (string | number)[];
  schema: JsonSchema;
}

/** Every place of a value that the schema describes, the value itself first. */
export function slotsOf(schema: JsonSchema, value: unknown, path: (string | number)[] = []): Slot[] {
  const slots: Slot[] = [{ path, schema }];
  const shape = mainBranch(schema);
  if (shape.type === 'object' && value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, property] of Object.entries(shape.properties ?? {}))
      slots.push(...slotsOf(property, (value as Record<string, unknown>)[key], [...path, key]));
  }
  if (shape.type === 'array' && Array.isArray(value) && value.length > 0 && shape.items)
    slots.push(...slotsOf(shape.items, value[0], [...path, 0]));
  return slots;
}

/** A copy of a JSON value with the value at a path replaced, or deleted when `replacement` is `DELETE`. */
export const DELETE = Symbol('delete');
export function withValueAt(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const next = withValueAt(copy[head], rest, replacement);
  if (next === DELETE) delete copy[head];
  // defineProperty, so that a key named "__proto__" becomes a property instead of replacing the prototype.
  else Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  return copy;
}
