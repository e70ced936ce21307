import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transcriptSchema } from '@portal/shared/transcript';
import { transcriptColumns, transcriptTurns } from './transcript-columns';

// Whatever a call system may send (any text the schema takes: line breaks, tabs, accents, emoji, empty-looking
// turns refused by it), the columns give back the very turns.
const turnArbitrary = fc.record({
  speaker: fc.constantFrom('CALLER' as const, 'BUSINESS' as const),
  text: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
  atSeconds: fc.double({ min: 0, max: 14_400, noNaN: true }),
});

describe('a transcript in columns', () => {
  it('gives back the turns it was made of', () => {
    fc.assert(
      fc.property(fc.array(turnArbitrary, { minLength: 1, maxLength: 12 }), (turns) => {
        const parsed = transcriptSchema().safeParse(turns.toSorted((a, b) => a.atSeconds - b.atSeconds));
        fc.pre(parsed.success);
        if (!parsed.success) return;
        expect(transcriptTurns(transcriptColumns(parsed.data))).toEqual(parsed.data);
      }),
    );
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
