// zod/mini, like account-forms.ts: the web's forms use these too (docs/decisions/0007).
import * as z from 'zod/mini';

/**
 * Characters no text field takes. PostgreSQL refuses NUL outright (a 500 before these checks), lone
 * surrogates are not text at all, and the bidi overrides and isolates make a name read differently from
 * what is stored (U+202E turns "exe.txt" into "txt.exe").
 */
/* eslint-disable no-control-regex -- finding control characters is the point of these patterns */
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// Single-line text also refuses line breaks (header injection in an email subject) and other controls.
const SINGLE_LINE_CONTROL = /[\u0001-\u001F\u007F-\u009F\u2028\u2029]/;
// Multi-line text keeps tab, line feed and carriage return.
const MULTI_LINE_CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export const TEXT_MESSAGES = {
  invalidCharacter: 'contains a character that is not allowed (NUL or a broken character)',
  lineBreak: 'must be on one line, without control characters',
  control: 'must not contain control characters',
  bidi: 'must not contain invisible text-direction characters',
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

export type TextKind = 'any' | 'singleLine' | 'multiLine';

// Printable ASCII with tabs and line breaks: nothing below can be wrong with it (most text), checked in one pass.
const NEEDS_A_LOOK = /[^\u0020-\u007E\t\n\r]/;

/** What is wrong with a string for a kind of field, or null when nothing is. */
export function textProblem(value: string, kind: TextKind): string | null {
  if (!NEEDS_A_LOOK.test(value))
    return kind === 'singleLine' && /[\t\n\r]/.test(value) ? TEXT_MESSAGES.lineBreak : null;
  if (NUL.test(value) || LONE_SURROGATE.test(value)) return TEXT_MESSAGES.invalidCharacter;
  if (kind === 'any') return null;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  if (kind === 'singleLine' && SINGLE_LINE_CONTROL.test(value)) return TEXT_MESSAGES.lineBreak;
  if (kind === 'multiLine' && MULTI_LINE_CONTROL.test(value)) return TEXT_MESSAGES.control;
  return null;
}

const textCheck = (kind: TextKind) =>
  z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.issues.push({ code: 'custom', message: problem, input: value });
  });

/** Length limits of the text fields, written once: the OpenAPI document shows them as maxLength. */
export const TEXT_LIMITS = {
  name: 200,
  formalName: 255,
  email: 254,
  subject: 200,
  message: 5000,
  search: 100,
  identifier: 254,
  description: 2000,
  street: 200,
  city: 100,
  url: 2000,
  comment: 500,
} as const;

/** Any string a request carries (ids, cursors, search terms): well-formed and bounded. */
export const plainText = (max: number) =>
  z.string().check(z.maxLength(max, TEXT_MESSAGES.tooLong(max)), textCheck('any'));

/** A one-line field (names, subjects): trimmed, bounded, no line breaks, controls or bidi overrides. */
export const singleLineText = (max: number, options: { required?: string } = {}) =>
  z
    .string()
    .check(
      z.trim(),
      ...(options.required ? [z.minLength(1, options.required)] : []),
      z.maxLength(max, TEXT_MESSAGES.tooLong(max)),
      textCheck('singleLine'),
    );

/** A multi-line field (messages, notes): trimmed, bounded, line breaks and tabs allowed, other controls not. */
export const multiLineText = (max: number, options: { required?: string } = {}) =>
  z
    .string()
    .check(
      z.trim(),
      ...(options.required ? [z.minLength(1, options.required)] : []),
      z.maxLength(max, TEXT_MESSAGES.tooLong(max)),
      textCheck('multiLine'),
    );

/** The first bad string anywhere in a parsed JSON value, with its path: for wires that take any shape. */
export function findBadString(value: unknown): { path: string; problem: string } | null {
  // Without recursion: a body nested 100,000 deep (JSON.parse takes it) must not overflow the stack.
  interface Place {
    value: unknown;
    key: string | null;
    parent: Place | null;
  }
  const pathOf = (place: Place, last?: string) => {
    const keys: string[] = last === undefined ? [] : [last];
    for (let at: Place | null = place; at && at.key !== null; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.') || '(value)';
  };
  const stack: Place[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    if (typeof place.value === 'string') {
      const problem = textProblem(place.value, 'any');
      if (problem) return { path: pathOf(place), problem };
    } else if (place.value && typeof place.value === 'object') {
      const entries = Object.entries(place.value);
      for (const [key] of entries) {
        const keyProblem = textProblem(key, 'any');
        if (keyProblem) return { path: pathOf(place, '(key)'), problem: keyProblem };
      }
      // Reversed, so that the first entry is looked at first, as a recursive walk would.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return null;
}
