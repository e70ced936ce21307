import fc from 'fast-check';

/** JSON text put into a body as it is: numbers JSON.stringify cannot write (1e400) and nesting it would overflow on. */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 60 ? `${this.text.slice(0, 30)}…(${this.text.length} chars)` : this.text;
  }
}

/** JSON text of a value that may hold RawJson pieces. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return item;
  });
  // JSON.stringify writes the marker's NULs as \u0000 escapes.
  return (text ?? '').replace(/"\\u0000raw(\d+)\\u0000"/g, (_match, index: string) => raws[Number(index)]!);
}

const nested = (open: string, close: string, depth: number, inner = '') =>
  new RawJson(open.repeat(depth) + inner + close.repeat(depth));

/** Deep JSON: arrays and objects nested thousands deep, which a recursive walker overflows on. */
export const deepArrays = fc.constantFrom(10, 1000, 100_000).map((depth) => nested('[', ']', depth));
export const deepObjects = fc.constantFrom(1000, 50_000).map((depth) => nested('{"a":', '}', depth, '1'));
export const deepJson = fc.oneof(deepArrays, deepObjects);

/** Strings that break naive handling: NUL, lone surrogates, direction marks, emoji, injections, paths. */
export const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202etxt.exe',
  '\u200f\u200e',
  '\u200b',
  '\ufeff',
  '\u2028\u2029',
  '👍🏽',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\r\nBcc: x@example.com',
  '\t',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\\',
  '"',
  'null',
  'NaN',
  '-0',
  '1e309',
  '__proto__',
  'constructor',
] as const;

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(10_000, 100_000).map((length) => 'x'.repeat(length)) },
  { weight: 1, arbitrary: fc.constantFrom(5_000, 50_000).map((count) => '👍'.repeat(count)) },
);

/** Numbers at and past every edge: negative, fractional, past 32 and 53 bits, past a double (1e400 is Infinity). */
export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, -2_147_483_649, 2_147_483_648, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1e-320),
  fc
    .constantFrom('1e400', '-1e400', '123456789012345678901234567890', '0.0000000000000000000001')
    .map((text) => new RawJson(text)),
  fc.double(),
  fc.integer(),
);

/** A value of any JSON type, for a property nobody declared. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}),
  deepJson,
);

export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
];
