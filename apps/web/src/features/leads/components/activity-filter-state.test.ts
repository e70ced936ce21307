import { describe, expect, it } from 'vitest';
import { hasActivityFilters, readActivityFilters } from './activity-filter-state';

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

  it('reads an invoice line and its invoice; the invoice alone is no filter', () => {
    const LINE = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
    const INVOICE = '0190a1b2-c3d4-7e5f-8a6b-000000000001';
    expect(readActivityFilters(new URLSearchParams(`invoice=${INVOICE}&invoiceLine=${LINE}`))).toMatchObject({
      invoiceLineId: LINE,
      invoiceId: INVOICE,
    });
    const alone = readActivityFilters(new URLSearchParams(`invoice=${INVOICE}&invoiceLine=line-7`));
    expect(alone).toMatchObject({ invoiceLineId: undefined, invoiceId: undefined });
    expect(hasActivityFilters(alone)).toBe(false);
  });
});
