import { describe, expect, it } from 'vitest';
import { clearUrlFilters, writeUrlFilters } from './url-filters';

const KEYS = { kind: 'type', campaignId: 'campaign', q: 'q' } as const;
const CAMPAIGN = '00000000-0000-4000-8000-00000000c001';

describe('filters in the URL', () => {
  it('changes one filter and keeps the other keys (the range) as they were', () => {
    const search = new URLSearchParams('from=2026-01-01&to=2026-01-30&type=LEAD');
    expect(writeUrlFilters(search, KEYS, { campaignId: CAMPAIGN }).toString()).toBe(
      `from=2026-01-01&to=2026-01-30&type=LEAD&campaign=${CAMPAIGN}`,
    );
    expect(writeUrlFilters(search, KEYS, { kind: null }).toString()).toBe('from=2026-01-01&to=2026-01-30');
    // The search it was given is left alone: react-router hands the current one to an updater.
    expect(search.toString()).toBe('from=2026-01-01&to=2026-01-30&type=LEAD');
  });

  it('changes several filters in one step, and an empty value removes a filter', () => {
    const search = new URLSearchParams('type=LEAD&q=maria');
    expect(writeUrlFilters(search, KEYS, { kind: 'CALL', q: '', campaignId: undefined }).toString()).toBe('type=CALL');
  });

  it('clears only its own filters', () => {
    const search = new URLSearchParams(`from=2026-01-01&type=LEAD&campaign=${CAMPAIGN}&q=maria&tab=2`);
    expect(clearUrlFilters(search, KEYS).toString()).toBe('from=2026-01-01&tab=2');
  });
});
