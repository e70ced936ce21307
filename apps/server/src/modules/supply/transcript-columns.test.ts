import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transcriptSchema } from '@portal/shared/transcript';
import { transcriptColumns, transcriptTurns } from './transcript-columns';

// Whatever a call system may send that the schema takes (line breaks, tabs, accents, emoji; the record separator
// and other controls it refuses), the columns give back the very turns.
const characters = fc.oneof(
  fc.constantFrom('\n', '\t', '\r', '\u001e', '\u001f', ' ', 'é', 'ß', '"', '\\', '{', ','),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const turnArbitrary = fc.record({
  speaker: fc.constantFrom('CALLER' as const, 'BUSINESS' as const),
  text: fc.array(characters, { minLength: 1, maxLength: 20 }).map((parts) => parts.join('')),
  atSeconds: fc.double({ min: 0, max: 14_400, noNaN: true }),
});

describe('a transcript in columns', () => {
  it('gives back the turns it was made of', () => {
    fc.assert(
      fc.property(fc.array(turnArbitrary, { minLength: 1, maxLength: 6 }), (turns) => {
        const parsed = transcriptSchema().safeParse(turns.toSorted((a, b) => a.atSeconds - b.atSeconds));
        fc.pre(parsed.success);
        if (!parsed.success) return;
        expect(transcriptTurns(transcriptColumns(parsed.data))).toEqual(parsed.data);
      }),
    );
  });

  it('cannot be given a turn that holds the separator: the schema refuses it, and so do the columns', () => {
    const turns = [{ speaker: 'CALLER' as const, text: 'one\u001etwo', atSeconds: 0 }];
    expect(transcriptSchema().safeParse(turns).success).toBe(false);
    expect(() => transcriptColumns(turns)).toThrow(/separator/);
  });

  it('keeps a turn that holds line breaks and tabs whole', () => {
    const turns = [
      { speaker: 'CALLER' as const, text: 'Line one\nline two\twith a tab', atSeconds: 0 },
      { speaker: 'BUSINESS' as const, text: 'Señor, ¿mañana?', atSeconds: 2.5 },
    ];
    expect(transcriptColumns(turns)).toEqual({
      text: 'Line one\nline two\twith a tab\u001eSeñor, ¿mañana?',
      speakers: 'CB',
      atSeconds: [0, 2.5],
    });
    expect(transcriptTurns(transcriptColumns(turns))).toEqual(turns);
  });
});
