import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
// @ts-expect-error: a plain .mjs script without types
import { usPhoneMetadata } from '../../../scripts/generate-phone-metadata.mjs';
import { PHONE_MESSAGES, toUsPhone, usPhone } from './phone';
import { formatPhone } from './phone-format';
import { US_PHONE_METADATA } from './phone-metadata-us';

describe('toUsPhone', () => {
  it('turns what people type into E.164 with +1', () => {
    for (const typed of [
      '(512) 555-0199',
      '512-555-0199',
      '512.555.0199',
      '5125550199',
      '+1 512 555 0199',
      '+15125550199',
      '1 512 555 0199',
    ]) {
      expect(toUsPhone(typed), typed).toBe('+15125550199');
    }
  });

  it('refuses what is not a US number', () => {
    for (const typed of [
      '-------',
      '',
      '555-0199',
      '+44 20 7183 8750',
      '+1 416 555 0199x',
      '(012) 555-0199',
      '5125550199 ext 5',
      'a'.repeat(40),
    ]) {
      expect(toUsPhone(typed), typed).toBeNull();
    }
  });
});

describe('usPhone schema', () => {
  it('answers E.164 and says what is wrong otherwise', () => {
    expect(usPhone().parse(' (512) 555-0199 ')).toBe('+15125550199');
    const result = usPhone().safeParse('-------');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PHONE_MESSAGES.notUs);
  });
});

describe('formatPhone', () => {
  it('shows a +1 number as (NXX) NXX-XXXX', () => {
    expect(formatPhone('+15125550199')).toBe('(512) 555-0199');
  });
  it('shows nothing for no number and anything else as stored', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
  });
});

describe('US phone metadata', () => {
  it('is the installed libphonenumber-js metadata cut to the US (run scripts/generate-phone-metadata.mjs after an upgrade)', () => {
    expect(US_PHONE_METADATA).toEqual(usPhoneMetadata());
  });
});

describe('toUsPhone on E.164 input', () => {
  it('answers exactly as libphonenumber-js does, without its parse', () => {
    // Seeded, so a failure names a number that fails again.
    let seed = 20261123;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const numbers = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 10 }, () => Math.floor(random() * 10)).join(''),
    );
    // Every area code, with valid and invalid exchanges.
    for (let area = 0; area < 1000; area += 1) {
      for (const rest of ['2345678', '1345678', '0000000', '9999999', '5550199'])
        numbers.push(`${String(area).padStart(3, '0')}${rest}`);
    }
    for (const digits of numbers) {
      const parsed = parsePhoneNumberFromString(`+1${digits}`, 'US', US_PHONE_METADATA);
      const expected = parsed?.isValid() ? parsed.number : null;
      expect(toUsPhone(`+1${digits}`), digits).toBe(expected);
    }
  });
});
