import type { Dispute, DisputeReason } from '@portal/shared/leads';
import type { disputes } from '../../db/schema/index';

export const toDispute = (row: typeof disputes.$inferSelect): Dispute => ({
  id: row.id,
  supplyEventId: row.supplyEventId,
  reasonCode: row.reasonCode as DisputeReason,
  comment: row.comment,
  status: row.status,
  filedAt: row.filedAt.toISOString(),
  filedBy: row.filedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  creditCents: row.creditCents,
});
