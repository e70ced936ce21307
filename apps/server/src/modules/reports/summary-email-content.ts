import { ATTENTION_SEVERITY_LABELS, type AttentionItem } from '@portal/shared/attention';
import type { Summary } from '@portal/shared/leads';
import { dollars } from '@portal/shared/money';
import { changeOf, formatReturnOnSpend, summaryTiles } from '@portal/shared/summary-tiles';
import type { SendingFrequency } from './summary-period';
import { escapeHtml } from '../../lib/html';

/** Campaigns named in the email: the rest are in the attached report. */
const TOP_CAMPAIGNS = 3;
/** Items of "Needs attention" named in the email: the Summary lists them all. */
const ATTENTION_LISTED = 5;

const PERIOD_WORDS: Record<SendingFrequency, { adjective: string; noun: string }> = {
  DAILY: { adjective: 'daily', noun: 'day' },
  WEEKLY: { adjective: 'weekly', noun: 'week' },
  MONTHLY: { adjective: 'monthly', noun: 'month' },
};

const readableDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const daysOf = (summary: Pick<Summary, 'from' | 'to'>) =>
  summary.from === summary.to
    ? readableDay(summary.from)
    : `${readableDay(summary.from)} to ${readableDay(summary.to)}`;

export interface SummaryEmailInput {
  accountName: string;
  frequency: SendingFrequency;
  summary: Summary;
  attention: AttentionItem[];
  /** Absolute links: the Summary of the same days, and the one that stops these emails. */
  links: { summary: string; unsubscribe: string; portal: string };
}

/**
 * The summary email's words, as text and HTML: each headline figure with its change against the period before, the
 * campaigns with the most leads and calls, what needs attention, and links. Its PDF report goes with it.
 */
export function summaryEmailContent({ accountName, frequency, summary, attention, links }: SummaryEmailInput) {
  const { adjective, noun } = PERIOD_WORDS[frequency];
  const figures = summaryTiles(summary.totals).map((tile) => {
    const change = changeOf(tile.amount(summary.totals), tile.amount(summary.previous.totals), tile.better, tile.share);
    return { label: tile.label, value: tile.value, change: change?.text.replace(/^[▲▼] /, '') ?? null };
  });
  const campaigns = [...summary.campaigns]
    .sort((a, b) => b.leads + b.calls - (a.leads + a.calls) || b.spendCents - a.spendCents)
    .slice(0, TOP_CAMPAIGNS)
    .map(
      (campaign) =>
        `${campaign.campaignName}: ${campaign.leads + campaign.calls} leads and calls, ${dollars(
          campaign.spendCents,
        )} spent, ${dollars(campaign.revenueCents)} earned (return ${formatReturnOnSpend(campaign.returnOnSpend)})`,
    );
  const needs = attention
    .slice(0, ATTENTION_LISTED)
    .map((item) => ({ words: `${ATTENTION_SEVERITY_LABELS[item.severity]}: ${item.message}`, href: item.href }));
  const more = attention.length - needs.length;
  const subject = `Your ${adjective} summary of ${accountName}: ${daysOf(summary)}`;
  // The period before is as many days just before (a month is compared with the 30 or 31 days before it).
  const before = frequency === 'MONTHLY' ? 'as many days before' : `the ${noun} before`;
  const intro = `${accountName}, ${daysOf(summary)}, compared with ${before} (${daysOf(summary.previous)}).`;
  const text = [
    intro,
    '',
    ...figures.map((figure) => `${figure.label}: ${figure.value}${figure.change ? ` (${figure.change})` : ''}`),
    '',
    'Top campaigns',
    ...(campaigns.length > 0 ? campaigns.map((line) => `- ${line}`) : ['- No campaign had leads or calls.']),
    '',
    'Needs attention',
    ...(needs.length > 0
      ? needs.map((item) => `- ${item.words} (${links.portal}${item.href})`)
      : ['- Nothing needs you now.']),
    ...(more > 0 ? [`- and ${more} more on the Summary`] : []),
    '',
    `Open the Summary: ${links.summary}`,
    'The full report is attached as a PDF.',
    '',
    `Stop these summary emails: ${links.unsubscribe}`,
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;border-bottom:1px solid #eee';
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table style="border-collapse:collapse;font-size:14px">',
    ...figures.map(
      (figure) =>
        `<tr><td style="${cell}">${escapeHtml(figure.label)}</td><td style="${cell};font-weight:bold">${escapeHtml(
          figure.value,
        )}</td><td style="${cell};color:#555">${escapeHtml(figure.change ?? '')}</td></tr>`,
    ),
    '</table>',
    '<h3>Top campaigns</h3>',
    `<ul>${(campaigns.length > 0 ? campaigns : ['No campaign had leads or calls.'])
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('')}</ul>`,
    '<h3>Needs attention</h3>',
    `<ul>${
      needs.length > 0
        ? needs
            .map((item) => `<li><a href="${escapeHtml(links.portal + item.href)}">${escapeHtml(item.words)}</a></li>`)
            .join('')
        : '<li>Nothing needs you now.</li>'
    }${more > 0 ? `<li>and ${more} more on the Summary</li>` : ''}</ul>`,
    `<p><a href="${escapeHtml(links.summary)}">Open the Summary in the Advertiser Portal</a>. The full report is attached as a PDF.</p>`,
    `<p style="color:#666;font-size:12px"><a href="${escapeHtml(links.unsubscribe)}">Stop these summary emails</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
