// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';

/**
 * What needs someone now (GET …/attention), computed from the data at each request, never stored:
 * - BUDGET_NEARLY_REACHED: a campaign's budget at 90% or more of its cap, with the day the cap is met at this pace;
 * - BUDGET_REACHED: buying stopped by the cap for the rest of the period;
 * - FUNDS_RUN_OUT: buying stopped because the prepaid balance is below the price of a lead or call;
 * - INVOICE_OVERDUE: an invoice past its due day and unpaid; PAYMENT_FAILED: the latest payment was declined;
 * - NO_TRACKING_NUMBER: a running campaign without a tracking number (no calls can reach it);
 * - LISTINGS_ALL_DRAFT: a running campaign whose listings are all drafts (nobody sees it in the directory);
 * - DISPUTE_DECIDED: a dispute approved or rejected in the last 7 days;
 * - LEADS_WAITING: new leads and missed calls of the last 7 days not contacted 2 hours after they came.
 */
export const ATTENTION_KINDS = [
  'FUNDS_RUN_OUT',
  'BUDGET_REACHED',
  'INVOICE_OVERDUE',
  'PAYMENT_FAILED',
  'BUDGET_NEARLY_REACHED',
  'LEADS_WAITING',
  'NO_TRACKING_NUMBER',
  'LISTINGS_ALL_DRAFT',
  'DISPUTE_DECIDED',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/** CRITICAL: money or leads are being lost now; WARNING: they will be soon; INFO: worth knowing. */
export const ATTENTION_SEVERITIES = ['CRITICAL', 'WARNING', 'INFO'] as const;
export type AttentionSeverity = (typeof ATTENTION_SEVERITIES)[number];
/** Each severity in words, for the panel and the summary email alike (colour alone says nothing to some). */
export const ATTENTION_SEVERITY_LABELS: Record<AttentionSeverity, string> = {
  CRITICAL: 'Urgent',
  WARNING: 'Important',
  INFO: 'For your information',
};

/** The rules' numbers, one place for the server's checks and the screen's words. */
export const ATTENTION_RULES = {
  /** A budget needs attention from this share of its cap spent. */
  budgetShare: 0.9,
  /** A new lead needs a call back this long after it came. */
  waitingAfterHours: 2,
  /** How far back new leads and decided disputes are looked for. */
  lookBackDays: 7,
  /** At most this many decided disputes are listed (the newest). */
  disputesListed: 5,
} as const;

export const attentionItemSchema = z.object({
  kind: z.enum(ATTENTION_KINDS),
  severity: z.enum(ATTENTION_SEVERITIES),
  message: z.string(),
  /** Where in the portal to act on it. */
  href: z.string(),
  campaignId: z.optional(z.string()),
});
export type AttentionItem = z.infer<typeof attentionItemSchema>;

/** Most severe first, then in the order of ATTENTION_KINDS; only what the caller's role may act on. */
export const attentionSchema = z.object({ items: z.array(attentionItemSchema) });
export type Attention = z.infer<typeof attentionSchema>;

const severityRank = (item: AttentionItem) => ATTENTION_SEVERITIES.indexOf(item.severity);
const kindRank = (item: AttentionItem) => ATTENTION_KINDS.indexOf(item.kind);

/** The order the list is shown in: most severe first, then by kind (stable within a kind). */
export const byUrgency = (a: AttentionItem, b: AttentionItem) =>
  severityRank(a) - severityRank(b) || kindRank(a) - kindRank(b);
