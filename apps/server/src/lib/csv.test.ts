import { describe, expect, it } from 'vitest';
import { textCell, toCsv } from './csv';

describe('csv', () => {
  it('writes a header row and quotes what needs quoting', () => {
    expect(toCsv(['Name', 'Note'], [['Ada, Countess', 'said "hi"']])).toBe(
      'Name,Note\r\n"Ada, Countess","said ""hi"""\r\n',
    );
  });

  it('keeps a formula-like text cell as text', () => {
    expect(textCell('=HYPERLINK("x")')).toBe(`'=HYPERLINK("x")`);
    expect(textCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(textCell('Owens')).toBe('Owens');
    expect(textCell(null)).toBe('');
  });
});
