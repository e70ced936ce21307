import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '@portal/shared/account-time';
import { getSummary } from '@portal/shared/contracts/leads/get-summary';
import { getSummaryReport } from '@portal/shared/contracts/leads/get-summary-report';
import { testApiClient } from '../../test/api-client';
import { DEMO_IDS } from '../../test/demo';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-app';

const testApp = useTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
const api = testApiClient(testApp);
const accountId = DEMO_IDS.parentAccount;

describe('the summary as a PDF report', () => {
  it('has the range, each figure with its change, the days and the campaigns, for anyone who reads the summary', async () => {
    const to = dayIn('America/Chicago', new Date());
    const from = addDays(to, -29);
    const summary = (await api.as('viewer').call(getSummary, { params: { accountId }, query: { from, to } })).body;
    const report = await api.as('viewer').call(getSummaryReport, { params: { accountId }, query: { from, to } });
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.headers['content-disposition']).toBe(`attachment; filename="summary-${from}-to-${to}.pdf"`);
    const { text } = await pdfText(report.bytes);
    expect(text).toContain('Summary report');
    expect(text).toContain('Advertiser Portal Leads & Calls');
    expect(text).toContain('Brightside Home Services');
    expect(text).toContain(`Days: ${from} to ${to}`);
    expect(text).toContain(`Compared with: ${summary.previous.from} to ${summary.previous.to}`);
    // The same figures as the screen's tiles, with the change in words (no arrows in the standard fonts).
    expect(text).toMatch(new RegExp(`Leads\\s+${summary.totals.leads.toLocaleString('en-US')}\\s`));
    expect(text).toMatch(/Return on spend\s+[\d.,]+×\s+(up|down|same)/);
    expect(text).not.toMatch(/[▲▼]/);
    expect(text).toContain('Leads and calls per day');
    for (const campaign of summary.campaigns) expect(text).toContain(campaign.campaignName);
    expect(text).toMatch(/Page 1 of \d/);
  });

  it('refuses a range that ends before it starts, in the summary’s own words', async () => {
    const refused = await api
      .as('owner')
      .call(getSummaryReport, { params: { accountId }, query: { from: '2026-11-10', to: '2026-11-01' } });
    expect([refused.status, refused.error.message]).toEqual([
      422,
      'The range ends before it starts: choose a "to" day on or after "from".',
    ]);
  });
});
