/**
 * Whether text says a phrase, the way a person reading it would judge: whatever the case and accents ("Café" says
 * "cafe"), and in whole words ("booked" is not in "overbooked"; "wrong number" is in "Wrong  number!"). Both are cut
 * into words (letters and digits, with an apostrophe inside a word kept: "don't") and compared word for word.
 */

// Most text is plain ASCII: it has no accents to drop, and its words are found by a regular expression without
// Unicode classes, several times faster (ingestion reads every message and transcript of an account with rules).
const NOT_ASCII = /[^ -~\t\n\r]/;
const ASCII_WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/g;
const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;

/** Plain ASCII text folded (lower case, a backtick read as an apostrophe), and its words. */
const foldAscii = (text: string) => {
  const lower = text.toLowerCase();
  return lower.includes('`') ? lower.replace(/`/g, "'") : lower;
};
const asciiWords = (folded: string) => folded.match(ASCII_WORD) ?? [];

/** The words of a text, folded: decomposed (NFKD), accents dropped, lower case. */
export function wordsOf(text: string): string[] {
  if (!NOT_ASCII.test(text)) return asciiWords(foldAscii(text));
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'");
  return folded.match(WORD) ?? [];
}

/** Phrases made ready to look for: each as its folded words between spaces, and its first word alone. */
export interface Phrases {
  readonly spaced: readonly string[];
  /** A phrase can only be in a text that holds its first word somewhere: looked for before the text is cut up. */
  readonly probes: readonly string[];
}

export function compilePhrases(phrases: readonly string[]): Phrases {
  const words = phrases.map(wordsOf).filter((list) => list.length > 0);
  return { spaced: words.map((list) => ` ${list.join(' ')} `), probes: words.map((list) => list[0]!) };
}

/** Whether folded ASCII text holds a phrase's first word anywhere (other text: it may, it is cut up to see). */
const mayHold = (lower: string | null, phrases: Phrases) =>
  lower === null || phrases.probes.some((probe) => lower.includes(probe));

/**
 * A text to look for phrases in, cut into words only when a phrase's first word is in it at all: most messages and
 * turns say none of an account's words, and a substring search is far cheaper than cutting them up.
 */
export function textReader(text: string) {
  const lower = NOT_ASCII.test(text) ? null : foldAscii(text);
  let spaced: string | undefined;
  const words = () => (spaced ??= ` ${(lower === null ? wordsOf(text) : asciiWords(lower)).join(' ')} `);
  return {
    /** Whether the text says any of the phrases (a phrase with no words matches nothing). */
    says: (phrases: Phrases) => mayHold(lower, phrases) && phrases.spaced.some((phrase) => words().includes(phrase)),
  };
}

/**
 * Several texts (a message, a transcript's turns) read apart, so that a phrase does not run from one into the next,
 * but looked through together first: when none of a rule's first words is anywhere in them (most leads and calls),
 * the texts are neither folded nor cut up one by one. Joined, a first word may seem to be there across two texts;
 * the texts read apart then say no.
 */
export function textsReader(texts: readonly string[]) {
  const joined = texts.join('\n');
  const lower = NOT_ASCII.test(joined) ? null : foldAscii(joined);
  let readers: ReturnType<typeof textReader>[] | undefined;
  return {
    says: (phrases: Phrases) =>
      mayHold(lower, phrases) && (readers ??= texts.map(textReader)).some((reader) => reader.says(phrases)),
  };
}

/** Whether the text says the phrase. */
export const saysPhrase = (text: string, phrase: string) => textReader(text).says(compilePhrases([phrase]));
