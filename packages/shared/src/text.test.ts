import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES, findBadString, multiLineText, plainText, singleLineText, textProblem } from './text';

describe('textProblem', () => {
  it('judges plain ASCII text as the full checks do (its faster path)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary-ascii', maxLength: 40 }),
        fc.constantFrom('any' as const, 'singleLine' as const, 'multiLine' as const),
        (text, kind) => {
          // A harmless accented letter sends the text down the full checks.
          expect(textProblem(text, kind)).toBe(textProblem(`${text}é`, kind));
        },
      ),
    );
  });

  it('refuses NUL and lone surrogates in any kind of text', () => {
    for (const kind of ['any', 'singleLine', 'multiLine'] as const) {
      expect(textProblem('a\u0000b', kind)).toBe(TEXT_MESSAGES.invalidCharacter);
      expect(textProblem('a\ud800b', kind)).toBe(TEXT_MESSAGES.invalidCharacter);
      expect(textProblem('a\udc00', kind)).toBe(TEXT_MESSAGES.invalidCharacter);
      expect(textProblem('emoji 😀 and é', kind)).toBeNull();
    }
  });

  it('refuses line breaks and controls in one line, but not in many', () => {
    expect(textProblem('Hello\r\nBcc: x@y.z', 'singleLine')).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('tab\there', 'singleLine')).toBe(TEXT_MESSAGES.lineBreak);
    expect(textProblem('line one\r\nline two\tindented', 'multiLine')).toBeNull();
    expect(textProblem('bell\u0007', 'multiLine')).toBe(TEXT_MESSAGES.control);
  });

  it('refuses bidi overrides and isolates in people-facing text', () => {
    expect(textProblem('invoice\u202Efdp.exe', 'singleLine')).toBe(TEXT_MESSAGES.bidi);
    expect(textProblem('x\u2067y', 'multiLine')).toBe(TEXT_MESSAGES.bidi);
    expect(textProblem('x\u202Ey', 'any')).toBeNull();
  });
});

describe('text schemas', () => {
  it('trim, bound and check', () => {
    expect(singleLineText(5).parse('  abc ')).toBe('abc');
    expect(singleLineText(5).safeParse('abcdef').error?.issues[0]?.message).toBe(TEXT_MESSAGES.tooLong(5));
    expect(singleLineText(5, { required: 'This field is required' }).safeParse('  ').error?.issues[0]?.message).toBe(
      'This field is required',
    );
    expect(multiLineText(50).parse('a\nb')).toBe('a\nb');
    expect(plainText(10).safeParse('%\u0000').success).toBe(false);
  });
});

describe('findBadString', () => {
  it('finds the first bad string or key anywhere in a JSON value, with its path', () => {
    expect(findBadString({ a: ['ok', { b: 'x\u0000' }] })).toEqual({
      path: 'a.1.b',
      problem: TEXT_MESSAGES.invalidCharacter,
    });
    expect(findBadString({ ['k\ud800']: 1 })).toMatchObject({ path: '(key)' });
    expect(findBadString({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });

  it('walks JSON nested 100,000 deep without overflowing the stack', () => {
    const depth = 100_000;
    expect(findBadString(JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`))).toEqual({
      path: Array(depth).fill('0').join('.'),
      problem: TEXT_MESSAGES.invalidCharacter,
    });
    expect(findBadString(JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`))).toBeNull();
  });
});
