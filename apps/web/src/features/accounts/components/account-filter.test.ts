import { describe, expect, it } from 'vitest';
import { matchesAccountFilter } from './account-filter';

const austin = { Name: 'Brightside Home Services', AccountNumber: '100001', City: 'Austin', State: 'TX' };
const roundRock = { Name: 'Brightside Plumbing Austin', AccountNumber: '100002', City: 'Round Rock', State: 'TX' };

describe('matchesAccountFilter', () => {
  it('matches the name, the number with or without #, the city and the state', () => {
    expect(matchesAccountFilter(austin, 'home')).toBe(true);
    expect(matchesAccountFilter(austin, '100001')).toBe(true);
    expect(matchesAccountFilter(austin, '#100001')).toBe(true);
    expect(matchesAccountFilter(roundRock, 'round rock')).toBe(true);
    expect(matchesAccountFilter(roundRock, 'tx')).toBe(true);
    expect(matchesAccountFilter(roundRock, '100001')).toBe(false);
  });

  it('needs every word typed, and an empty filter matches all', () => {
    expect(matchesAccountFilter(roundRock, 'plumbing 100002')).toBe(true);
    expect(matchesAccountFilter(roundRock, 'plumbing 100001')).toBe(false);
    expect(matchesAccountFilter(austin, '  ')).toBe(true);
  });
});
