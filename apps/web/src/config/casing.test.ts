import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './paths';

// One casing for the portal's buttons, links and titles: sentence case (issue 29). The specification's own words
// are requirements and keep theirs ("Forgot Password", "Contact Us", "Last 7 Days"), as do names: the screens of the
// top navigation, the product's, abbreviations.
const SPECIFICATION_WORDS = [
  'Create Password and Login',
  'Forgot Password',
  'Resend Verification Code',
  'Get Code',
  'Enter Passcode',
  'Edit Details',
  'Edit Account',
  'Switch Account',
  'Contact Us',
  'Sign Out',
  'Formal Name',
  'Month To Date',
  'Days',
];
const NAMES = new Set(['Summary', 'Campaigns', 'Billing', 'Login', 'Advertiser', 'Portal', 'I']);

/** The words after the first that are capitalized, once the specification's words and names are set aside. */
export function capitalizedWords(text: string): string[] {
  let rest = text;
  for (const words of SPECIFICATION_WORDS) rest = rest.replaceAll(words, '');
  const words = rest.match(/[A-Za-z][\w'’-]*/g) ?? [];
  const first = text.match(/[A-Za-z][\w'’-]*/)?.[0];
  return words.filter(
    (word, index) =>
      !(index === 0 && word === first) &&
      /^[A-Z]/.test(word) &&
      !/^[A-Z0-9]+s?$/.test(word) && // an abbreviation: ZIP, SMS, PDF, CSV
      !NAMES.has(word),
  );
}

const SOURCE = path.resolve(__dirname, '..');
function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [file] : [];
  });
}

/** Every literal label of a button, link, menu item, tab or heading, and every literal title or label attribute. */
function labels(): { file: string; text: string }[] {
  const element = /<(Button|Title|Anchor|BackLink|Menu\.Item|Tabs\.Tab|NavLink)\b[^>]*?>\s*([^<>{}]+?)\s*<\/\1>/gs;
  const attribute = /\b(?:title|label|submitLabel)="([^"]+)"/g;
  return sourceFiles(SOURCE).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const found = [...text.matchAll(element)].map((match) => match[2]!);
    found.push(...[...text.matchAll(attribute)].map((match) => match[1]!));
    return found.map((label) => ({ file: path.relative(SOURCE, file), text: label.replace(/\s+/g, ' ') }));
  });
}

describe('casing', () => {
  it('finds capitalized words past the first, and leaves the specification’s words and names', () => {
    expect(capitalizedWords('Back to Login')).toEqual([]);
    expect(capitalizedWords('Leave Account')).toEqual(['Account']);
    expect(capitalizedWords('Change Password')).toEqual(['Password']);
    expect(capitalizedWords('Forgot Password')).toEqual([]);
    expect(capitalizedWords('Service area ZIP codes')).toEqual([]);
    expect(capitalizedWords('Ask for one through Contact Us')).toEqual([]);
  });

  it('every page title is in sentence case', () => {
    const titles = ROUTE_TABLE.map((route) => route.title).filter((title) => capitalizedWords(title).length > 0);
    expect(titles).toEqual([]);
  });

  it('every literal button, link, heading and label in the web app is in sentence case', () => {
    const found = labels();
    expect(found.length).toBeGreaterThan(300);
    expect(found.filter((label) => capitalizedWords(label.text).length > 0)).toEqual([]);
  });
});
