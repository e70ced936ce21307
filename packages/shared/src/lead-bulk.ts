// zod/mini like every API schema; apart from leads.ts, so that only the bulk bar and its contract load it.
import * as z from 'zod/mini';
import { CUSTOMER_STATUSES } from './leads';
import { tagIdsSchema } from './tag-ids';

/** The most leads and calls one bulk change takes: a page of the activity table at its largest. */
export const BULK_LIMIT = 100;

/** One change to many leads and calls at once, all or none (the activity table's selection). */
export const supplyEventBulkSchema = z
  .strictObject({
    supplyEventIds: z.array(z.uuid()).check(
      z.minLength(1, 'Choose at least one lead or call'),
      z.maxLength(BULK_LIMIT, `Choose at most ${BULK_LIMIT} leads and calls at once`),
      z.refine((ids) => new Set(ids).size === ids.length, 'Name each lead or call once'),
    ),
    status: z.optional(z.enum(CUSTOMER_STATUSES)),
    addTagIds: z.optional(tagIdsSchema()),
    removeTagIds: z.optional(tagIdsSchema()),
    followUp: z.optional(z.boolean()),
  })
  .check(
    z.refine(
      (bulk) =>
        bulk.status !== undefined ||
        bulk.followUp !== undefined ||
        (bulk.addTagIds?.length ?? 0) > 0 ||
        (bulk.removeTagIds?.length ?? 0) > 0,
      { message: 'Send a status, tags to add or remove (addTagIds, removeTagIds), a follow-up flag, or several' },
    ),
  );
export type SupplyEventBulk = z.input<typeof supplyEventBulkSchema>;
export const supplyEventBulkResultSchema = z.object({
  changed: z.number().check(z.describe('How many of them changed (the others already were so)')),
});
