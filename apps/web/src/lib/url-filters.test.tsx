import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearUrlFilters, useUrlFilters, writeUrlFilters } from './url-filters';

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

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the next render', async () => {
    const seen: string[] = [];
    function Probe() {
      const { filters, change } = useUrlFilters(KEYS, (search) => ({
        kind: search.get('type') ?? undefined,
        campaignId: search.get('campaign') ?? undefined,
        q: search.get('q') ?? undefined,
      }));
      const location = useLocation();
      seen.push(location.search);
      return (
        <button
          type="button"
          onClick={() => {
            change({ kind: 'CALL' });
            change({ campaignId: CAMPAIGN });
          }}
        >
          {filters.kind ?? 'any'} {filters.campaignId ?? 'all'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/?from=2026-01-01']}>
        <Probe />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent(`CALL ${CAMPAIGN}`));
    expect(seen.at(-1)).toBe(`?from=2026-01-01&type=CALL&campaign=${CAMPAIGN}`);
  });
});
