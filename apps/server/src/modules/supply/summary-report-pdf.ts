import { formatDocumentDateTime } from '@portal/shared/human-time';
import type { Summary } from '@portal/shared/leads';
import { dollars } from '@portal/shared/money';
import { changeOf, formatReturnOnSpend, summaryTiles } from '@portal/shared/summary-tiles';
import { accountTimeZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { finish, letterhead, providerDocument, rule, tableRow } from '../../lib/pdf-layout';
import { billToOf } from '../billing/index';
import { loadSummary } from './summary-service';

const TILE_COLUMNS = [95, 250];
const CAMPAIGN_COLUMNS = [45, 45, 75, 75, 60];

/** Leads and calls per day as bars (the screen's chart, without its spend line): the days' shape at a glance. */
function dayChart(doc: PDFKit.PDFDocument, days: Summary['days']): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const height = 110;
  if (doc.y + height + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const most = Math.max(1, ...days.map((day) => day.leads + day.calls));
  const slot = width / Math.max(1, days.length);
  for (const [index, day] of days.entries()) {
    const calls = (day.calls / most) * height;
    const leads = (day.leads / most) * height;
    const x = left + index * slot + slot * 0.15;
    const barWidth = Math.max(1, slot * 0.7);
    doc.rect(x, top + height - calls, barWidth, calls).fill('#7c3aed');
    doc.rect(x, top + height - calls - leads, barWidth, leads).fill('#2563eb');
  }
  doc
    .moveTo(left, top + height)
    .lineTo(left + width, top + height)
    .lineWidth(0.5)
    .stroke('#999');
  doc.font('Helvetica').fontSize(8).fillColor('#555');
  doc.text(days[0]?.day ?? '', left, top + height + 4);
  doc.text(days.at(-1)?.day ?? '', left, top + height + 4, { width, align: 'right' });
  doc.text(`Tallest day: ${most} leads and calls. Blue: form leads; purple: calls.`, left, top + height + 16, {
    width,
    align: 'center',
  });
  doc.fillColor('#000');
  doc.x = left;
  doc.moveDown(1.5);
}

/**
 * The Summary as a report to print or send: the range and the period it is compared with, every headline figure
 * with its change, the leads and calls per day, and the figures per campaign. The summary it was made of comes
 * with it (the summary email says the same figures in its text).
 */
export async function summaryReportPdf(
  scope: TenantScope,
  query: { from: string; to: string; campaignId?: string },
  now: Date,
): Promise<{ summary: Summary; pdf: PDFKit.PDFDocument; name: string }> {
  const [summary, billTo, timeZone] = await Promise.all([
    loadSummary(scope, query),
    billToOf(scope),
    accountTimeZone(scope),
  ]);
  const doc = providerDocument(`Summary ${summary.from} to ${summary.to}`);
  letterhead(doc, {
    title: 'Summary report',
    facts: [
      ['Days', `${summary.from} to ${summary.to}`],
      ['Compared with', `${summary.previous.from} to ${summary.previous.to}`],
      ['Made', formatDocumentDateTime(now, timeZone)],
    ],
    billTo,
  });
  doc.font('Helvetica-Bold').fontSize(12).text('Figures for the range');
  doc.moveDown(0.5);
  tableRow(doc, ['Figure', 'This range', 'Against the period before'], { bold: true, widths: TILE_COLUMNS });
  rule(doc);
  for (const tile of summaryTiles(summary.totals)) {
    const change = changeOf(tile.amount(summary.totals), tile.amount(summary.previous.totals), tile.better, tile.share);
    // The standard fonts have no arrows: the words say which way.
    const moved = change?.text.replace(/^[▲▼] /, '') ?? '—';
    tableRow(doc, [tile.label, tile.value, moved], { widths: TILE_COLUMNS });
  }
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(12).text('Leads and calls per day');
  doc.moveDown(0.5);
  dayChart(doc, summary.days);
  doc.font('Helvetica-Bold').fontSize(12).text('Figures by campaign');
  doc.moveDown(0.5);
  tableRow(doc, ['Campaign', 'Leads', 'Calls', 'Spend', 'Revenue', 'Return'], { bold: true, widths: CAMPAIGN_COLUMNS });
  rule(doc);
  if (summary.campaigns.length === 0)
    tableRow(doc, ['No campaign had leads or calls in the range.', '', '', '', '', ''], { widths: CAMPAIGN_COLUMNS });
  for (const campaign of summary.campaigns) {
    tableRow(
      doc,
      [
        campaign.campaignName,
        String(campaign.leads),
        String(campaign.calls),
        dollars(campaign.spendCents),
        dollars(campaign.revenueCents),
        formatReturnOnSpend(campaign.returnOnSpend),
      ],
      { widths: CAMPAIGN_COLUMNS },
    );
  }
  return {
    summary,
    pdf: finish(doc, `Summary ${summary.from} to ${summary.to}`),
    name: `summary-${summary.from}-to-${summary.to}.pdf`,
  };
}
