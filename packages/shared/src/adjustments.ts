// zod/mini like every API schema (docs/decisions/0007).
import * as z from 'zod/mini';
import { accountParamsSchema } from './accounts';
import { TEXT_LIMITS, multiLineText, plainText } from './text';

/**
 * A goodwill adjustment: provider staff give an account money back (CREDIT) or charge it for something no event
 * carries (DEBIT), with a reason the customer reads on the statement and the next invoice (issue 30).
 */
export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

export const ADJUSTMENT_REASONS = ['GOODWILL', 'SERVICE_ISSUE', 'BILLING_CORRECTION', 'OTHER'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
/** Each reason as the customer reads it, before the staff's note. */
export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  GOODWILL: 'Goodwill',
  SERVICE_ISSUE: 'Service issue',
  BILLING_CORRECTION: 'Billing correction',
  OTHER: 'Adjustment',
};

/** Above this, an adjustment waits for a second staff member's approval before it is booked (four eyes). */
export const ADJUSTMENT_APPROVAL_ABOVE_CENTS = 50_000;
/** The largest adjustment staff may make at once. */
export const MAX_ADJUSTMENT_CENTS = 1_000_000;

export const ADJUSTMENT_STATUSES = ['PENDING', 'BOOKED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

// Written out rather than formatted at load (money.ts says why); adjustments.test.ts checks it.
const amountMessage = 'must be from $0.01 to $10,000.00';

export const adjustmentRequestSchema = z.strictObject({
  amountCents: z
    .int({ error: 'must be a whole number of cents' })
    .check(z.minimum(1, amountMessage), z.maximum(MAX_ADJUSTMENT_CENTS, amountMessage)),
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'must be CREDIT or DEBIT' }),
  reason: z.enum(ADJUSTMENT_REASONS, { error: `must be one of ${ADJUSTMENT_REASONS.join(', ')}` }),
  note: multiLineText(TEXT_LIMITS.comment, { required: 'Say why: the customer reads it' }),
});
export type AdjustmentRequest = z.input<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  amountCents: z.number(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  approvedBy: z.nullable(z.string()),
  /** When the ledger took it (at once up to the approval limit, else on approval); null while it waits. */
  bookedAt: z.nullable(z.string()),
  ledgerEntryId: z.nullable(z.string()),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const adjustmentParamsSchema = z.object({
  ...accountParamsSchema.shape,
  adjustmentId: plainText(TEXT_LIMITS.identifier),
});

/** What the statement and the invoice line say of a booked adjustment. */
export const adjustmentDescription = (reason: AdjustmentReason, note: string) =>
  `${ADJUSTMENT_REASON_LABELS[reason]}: ${note}`;
