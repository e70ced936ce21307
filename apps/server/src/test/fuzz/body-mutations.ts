import fc from 'fast-check';
import {
  DELETE,
  allowedTypes,
  mainBranch,
  slotsOf,
  typeAllowed,
  withValueAt,
  type JsonSchema,
  type Slot,
} from './json-schema';
import {
  HOSTILE_KEYS,
  RawJson,
  anyJsonValue,
  deepArrays,
  deepObjects,
  hostileNumber,
  hostileString,
} from './hostile-values';

/** A change to a JSON value, named for the report. */
export interface ValueMutation {
  label: string;
  apply(value: unknown): unknown;
}

const WRONG_TYPED: unknown[] = [null, true, 0, -1, 1.5, 'x', '', [], ['x'], {}, { a: 1 }];

const at = (slot: Slot, label: string, replacement: unknown): ValueMutation => ({
  label: `${slot.path.join('.') || '(body)'}: ${label}`,
  apply: (value) => withValueAt(value, slot.path, replacement),
});

/** Values a string that must match a format or pattern cannot be. */
function offFormat(schema: JsonSchema): string[] {
  const candidates = [
    'not-a-uuid',
    '00000000-0000-4000-8000-00000000000z',
    'a@',
    '2026-13-45',
    'x'.repeat(300),
    '-1',
    '',
  ];
  if (schema.pattern) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      return [];
    }
    return candidates.filter((candidate) => !pattern.test(candidate));
  }
  if (schema.format === 'uuid') return candidates;
  if (schema.format === 'email') return ['no-at-sign', 'a@', '@b.c', 'a b@c.d'];
  if (schema.format === 'date-time') return ['2026-13-45T99:99:99Z', 'yesterday', '1e400'];
  if (schema.format === 'date') return ['2026-13-01', 'yesterday', '2026/01/01'];
  return [];
}

/**
 * Changes that make a value invalid for sure at one slot: a wrong type, a string past its maxLength, a
 * number past its bounds, an unknown enum value, a broken format, too many or too few items, a required
 * property left out, or JSON nested where none may be.
 */
export function sureValueMutations(schema: JsonSchema, example: unknown): fc.Arbitrary<ValueMutation>[] {
  const arbitraries: fc.Arbitrary<ValueMutation>[] = [];
  for (const slot of slotsOf(schema, example)) {
    const shape = mainBranch(slot.schema);
    const wrong = allowedTypes(slot.schema) ? WRONG_TYPED.filter((value) => !typeAllowed(slot.schema, value)) : [];
    if (wrong.length > 0) arbitraries.push(fc.constantFrom(...wrong).map((value) => at(slot, 'wrong type', value)));
    if (shape.type === 'string' && shape.maxLength !== undefined && !shape.enum) {
      const max = shape.maxLength;
      // Past the limit after trimming, in one-, two- and four-byte characters (lengths count code points).
      arbitraries.push(
        fc
          .tuple(fc.constantFrom(max + 1, max + 100, Math.max(max * 10, 100_000)), fc.constantFrom('x', 'é', '👍'))
          .map(([length, unit]) => unit.repeat(length))
          .map((text) => at(slot, `string of ${text.length}`, text)),
      );
    }
    if (shape.type === 'number' || shape.type === 'integer') {
      const past: (number | RawJson)[] = [];
      if (shape.maximum !== undefined) past.push(shape.maximum + 1, 1e308, new RawJson('1e400'));
      if (shape.exclusiveMaximum !== undefined) past.push(shape.exclusiveMaximum);
      if (shape.minimum !== undefined) past.push(shape.minimum - 1, -1e308, new RawJson('-1e400'));
      if (shape.exclusiveMinimum !== undefined) past.push(shape.exclusiveMinimum);
      if (shape.type === 'integer') past.push(1.5);
      if (past.length > 0)
        arbitraries.push(fc.constantFrom(...past).map((value) => at(slot, `number ${value}`, value)));
    }
    const enumValues = shape.enum ?? (shape.const !== undefined ? [shape.const] : undefined);
    if (enumValues?.every((value) => typeof value === 'string')) {
      const off = ['NOT_A_VALUE', ...enumValues.map((value) => (value as string).toLowerCase())].filter(
        (value) => !enumValues.includes(value),
      );
      if (off.length > 0)
        arbitraries.push(fc.constantFrom(...off).map((value) => at(slot, `not one of the values`, value)));
    }
    if (shape.type === 'string' && !shape.enum) {
      const off = offFormat(shape);
      if (off.length > 0) arbitraries.push(fc.constantFrom(...off).map((value) => at(slot, 'off format', value)));
    }
    if (shape.type === 'array' && shape.maxItems !== undefined) {
      const item = exampleItem(example, slot);
      arbitraries.push(
        fc.constantFrom(shape.maxItems + 1, 100_000).map((count) =>
          at(
            slot,
            `${count} items`,
            count > 10_000
              ? new RawJson(
                  `[${Array(count)
                    .fill(JSON.stringify(item ?? 0))
                    .join(',')}]`,
                )
              : Array(count).fill(item),
          ),
        ),
      );
    }
    if (shape.type === 'array' && (shape.minItems ?? 0) > 0) arbitraries.push(fc.constant(at(slot, 'no items', [])));
    if (shape.type === 'object' && shape.required?.length) {
      arbitraries.push(
        fc.constantFrom(...shape.required).map((name) => ({
          label: `${[...slot.path, name].join('.')}: left out`,
          apply: (value: unknown) => withValueAt(value, [...slot.path, name], DELETE),
        })),
      );
    }
    // Nested arrays where no array may be, else nested objects where no object may be.
    const deep = !typeAllowed(slot.schema, []) ? deepArrays : !typeAllowed(slot.schema, {}) ? deepObjects : null;
    if (deep && allowedTypes(slot.schema)) arbitraries.push(deep.map((value) => at(slot, `deep JSON ${value}`, value)));
  }
  return arbitraries;
}

function exampleItem(example: unknown, slot: Slot): unknown {
  let value = example;
  for (const key of slot.path) value = (value as Record<string | number, unknown> | undefined)?.[key];
  return Array.isArray(value) ? value[0] : undefined;
}

/** Changes that may or may not be accepted: hostile text and numbers where they fit, properties nobody declared. */
export function maybeValueMutations(schema: JsonSchema, example: unknown): fc.Arbitrary<ValueMutation>[] {
  const arbitraries: fc.Arbitrary<ValueMutation>[] = [];
  for (const slot of slotsOf(schema, example)) {
    const shape = mainBranch(slot.schema);
    if (shape.type === 'string')
      arbitraries.push(hostileString.map((text) => at(slot, `text ${JSON.stringify(text.slice(0, 20))}`, text)));
    if (shape.type === 'number' || shape.type === 'integer')
      arbitraries.push(hostileNumber.map((value) => at(slot, `number ${String(value)}`, value)));
    if (shape.type === 'object')
      arbitraries.push(
        fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), hostileString), anyJsonValue).map(([key, extra]) => ({
          label: `${slot.path.join('.') || '(body)'}: extra property ${JSON.stringify(key.slice(0, 20))}`,
          apply: (value: unknown) =>
            value && typeof value === 'object' && !Array.isArray(value)
              ? withValueAt(value, [...slot.path, key], extra)
              : value,
        })),
      );
  }
  return arbitraries;
}
