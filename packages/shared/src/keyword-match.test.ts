import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePhrases, saysPhrase, textsReader, wordsOf } from './keyword-match';

// Letters with and without accents, in both cases: what the rules must see as the same.
const ACCENTED: Record<string, string[]> = {
  a: ['a', 'A', 'á', 'Á', 'à', 'ä', 'Â'],
  e: ['e', 'E', 'é', 'É', 'è', 'ë', 'Ê'],
  i: ['i', 'I', 'í', 'Í', 'ï'],
  o: ['o', 'O', 'ó', 'Ó', 'ö', 'Ô'],
  u: ['u', 'U', 'ú', 'Ü', 'ù'],
  n: ['n', 'N', 'ñ', 'Ñ'],
  c: ['c', 'C', 'ç', 'Ç'],
  b: ['b', 'B'],
  k: ['k', 'K'],
  r: ['r', 'R'],
  t: ['t', 'T'],
};
const letter = fc.constantFrom(...Object.keys(ACCENTED));
const word = fc.array(letter, { minLength: 1, maxLength: 8 }).map((letters) => letters.join(''));
const phrase = fc.array(word, { minLength: 1, maxLength: 3 });
/** The same word as someone might type it: each letter in any case, with or without its accent. */
const spelledAnyWay = (plain: string) =>
  fc.tuple(...[...plain].map((char) => fc.constantFrom(...ACCENTED[char]!))).map((chars) => chars.join(''));
const separator = fc.constantFrom(' ', '  ', ', ', '. ', '! ', '\n', ' - ', '; ', '? ');
const filler = fc.array(word, { maxLength: 4 }).map((words) => words.join(' '));

describe('keyword matching', () => {
  it('finds a phrase whatever its case, accents and the punctuation between its words', () => {
    fc.assert(
      fc.property(
        phrase,
        filler,
        filler,
        fc.array(separator, { minLength: 3, maxLength: 3 }),
        fc.gen(),
        (words, before, after, [sep, gap, end], gen) => {
          const spoken = words.map((plain) => gen(() => spelledAnyWay(plain))).join(gap);
          const text = `${before}${sep}${spoken}${end}${after}`;
          expect(saysPhrase(text, words.join(' '))).toBe(true);
          // And the rule's own phrase may be written any way too.
          const written = words.map((plain) => gen(() => spelledAnyWay(plain))).join(' ');
          expect(saysPhrase(words.join(' '), written)).toBe(true);
        },
      ),
    );
  });

  it('never matches part of a word', () => {
    fc.assert(
      fc.property(word, word, word, (plain, prefix, suffix) => {
        // The word only ever inside longer words.
        const text = `${prefix}${plain} ${plain}${suffix} ${prefix}${plain}${suffix}`;
        const standsAlone = [prefix + plain, plain + suffix, prefix + plain + suffix].includes(plain);
        expect(saysPhrase(text, plain)).toBe(standsAlone);
      }),
    );
  });

  it('matches a phrase only with its words together and in order', () => {
    fc.assert(
      fc.property(word, word, word, (first, second, between) => {
        fc.pre(new Set([first, between, second]).size === 3);
        expect(saysPhrase(`${first} ${between} ${second}`, `${first} ${second}`)).toBe(false);
        expect(saysPhrase(`${second} ${first}`, `${first} ${second}`)).toBe(false);
      }),
    );
  });

  it('reads plain ASCII text as the full Unicode reading does (its faster path)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii', maxLength: 60 }), (text) => {
        // An accented word after it sends the whole text down the Unicode path.
        expect(wordsOf(text)).toEqual(wordsOf(`${text} é`).slice(0, -1));
      }),
    );
  });

  it('reads words as a person would', () => {
    expect(wordsOf('Wrong  NUMBER! Don’t call; café #42')).toEqual(['wrong', 'number', "don't", 'call', 'cafe', '42']);
    expect(saysPhrase('I want to book an appointment.', 'appointment')).toBe(true);
    expect(saysPhrase('We are overbooked', 'booked')).toBe(false);
    expect(saysPhrase('Sorry, wrong number.', 'wrong number')).toBe(true);
    expect(saysPhrase('anything', '!!!')).toBe(false);
  });
});

describe('several texts read together', () => {
  it('say what one of them says, and nothing that runs from one into the next', () => {
    const wrongNumber = compilePhrases(['wrong number']);
    expect(textsReader(['Hello there.', 'Sorry, WRONG number!']).says(wrongNumber)).toBe(true);
    expect(textsReader(['It went wrong', 'number two is fine']).says(wrongNumber)).toBe(false);
    expect(textsReader(['Café', 'Señor: ¿wróng númber?']).says(wrongNumber)).toBe(true);
    expect(textsReader([]).says(wrongNumber)).toBe(false);
  });

  it('agree with reading each text on its own', () => {
    const word = fc.constantFrom('wrong', 'number', 'Booked', 'quote', 'the', 'wróng', 'x');
    const text = fc.array(word, { maxLength: 6 }).map((words) => words.join(' '));
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 5 }),
        fc.constantFrom('wrong number', 'booked', 'quote'),
        (texts, phrase) => {
          const phrases = compilePhrases([phrase]);
          expect(textsReader(texts).says(phrases)).toBe(texts.some((one) => saysPhrase(one, phrase)));
        },
      ),
    );
  });
});
