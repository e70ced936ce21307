import { describe, expect, it } from 'vitest';
import { clearActivityFilters, readActivityFilters, writeActivityFilter } from './activity-filter-state';

const CAMPAIGN = '00000000-0000-4000-8000-00000000c001';

describe('activity filters in the URL', () => {
  it('reads the filters a link holds and drops values the API would refuse', () => {
    const search = new URLSearchParams(
      `type=CALL&campaign=${CAMPAIGN}&status=WON&billable=false&disputed=maybe&q=%20maria%20&from=2026-01-01`,
    );
    expect(readActivityFilters(search)).toEqual({
      type: 'CALL',
      campaignId: CAMPAIGN,
      status: 'WON',
      billable: 'false',
      disputed: undefined,
      q: 'maria',
    });
    expect(readActivityFilters(new URLSearchParams('type=FAX&campaign=nope&q=%20'))).toEqual({
      type: undefined,
      campaignId: undefined,
      status: undefined,
      billable: undefined,
      disputed: undefined,
      q: undefined,
    });
  });

  it('changes one filter and keeps the range; clearing keeps the range too', () => {
    const search = new URLSearchParams('from=2026-01-01&to=2026-01-30&type=LEAD');
    expect(writeActivityFilter(search, 'campaignId', CAMPAIGN).toString()).toBe(
      `from=2026-01-01&to=2026-01-30&type=LEAD&campaign=${CAMPAIGN}`,
    );
    expect(writeActivityFilter(search, 'type', null).toString()).toBe('from=2026-01-01&to=2026-01-30');
    expect(clearActivityFilters(search).toString()).toBe('from=2026-01-01&to=2026-01-30');
  });
});
