import { describe, expect, it } from 'vitest';
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
