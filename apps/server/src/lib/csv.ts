import { stringify } from 'csv-stringify/sync';

// A cell a spreadsheet would run as a formula ("=HYPERLINK(...)"): prefixed with ' so it stays text.
// Done by hand for text columns, since csv-stringify's escape_formulas also prefixes "+1…" phones.
const FORMULA_START = /^[=+\-@\t\r]/;
export const textCell = (value: string | null | undefined) =>
  value && FORMULA_START.test(value) ? `'${value}` : (value ?? '');

/** A CSV file with a header row, from rows of cells already in their shown form. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return csvRows([header, ...rows]);
}

/** CSV records without a header: the next part of a file being streamed. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows' });
}
