import { stringify } from 'csv-stringify/sync';

// A cell a spreadsheet would run as a formula ("=HYPERLINK(...)"): prefixed with ' so it stays text.
// Done by hand for text columns, since csv-stringify's escape_formulas also prefixes "+1…" phones.
const FORMULA_START = /^[=+\-@\t\r]/;
export const textCell = (value: string | null | undefined) =>
  value && FORMULA_START.test(value) ? `'${value}` : (value ?? '');

/** A CSV file with a header row, from rows of cells already in their shown form. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows], { record_delimiter: 'windows' });
}
