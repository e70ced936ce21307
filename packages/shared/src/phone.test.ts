import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('shows a +1 number as (NXX) NXX-XXXX', () => {
    expect(formatPhone('+15125550199')).toBe('(512) 555-0199');
  });
  it('shows nothing for no number and anything else as stored', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('+442071838750')).toBe('+442071838750');
  });
});
