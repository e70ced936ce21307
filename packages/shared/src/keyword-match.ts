/**
 * Whether text says a phrase, the way a person reading it would judge: whatever the case and accents ("Café" says
 * "cafe"), and in whole words ("booked" is not in "overbooked"; "wrong number" is in "Wrong  number!"). Both are cut
 * into words (letters and digits, with an apostrophe inside a word kept: "don't") and compared word for word.
 */

/** The words of a text, folded: decomposed (NFKD), accents dropped, lower case. */
export function wordsOf(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  return folded.match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? [];
}

/** A text folded once, to look for many phrases in. */
export interface FoldedText {
  readonly spaced: string;
}

export const foldText = (text: string): FoldedText => ({ spaced: ` ${wordsOf(text).join(' ')} ` });

/** Whether the text says the phrase (a phrase with no words says nothing and matches nothing). */
export function saysPhrase(text: FoldedText, phrase: string): boolean {
  const words = wordsOf(phrase);
  return words.length > 0 && text.spaced.includes(` ${words.join(' ')} `);
}

/** Whether the text says any of the phrases. */
export const saysAny = (text: FoldedText, phrases: readonly string[]) =>
  phrases.some((phrase) => saysPhrase(text, phrase));
