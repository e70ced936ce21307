// The part of tags a lead's own schemas need (leads.ts): apart from lead-tags.ts, whose schemas (zod/mini calls,
// kept by the bundler) only the tag screens load.
import * as z from 'zod/mini';

export const LEAD_TAG_LIMITS = {
  perAccount: 50,
  perLead: 10,
  nameLength: 30,
} as const;

/** A set of tag ids on a lead or call: each once, at most ten. */
export const tagIdsSchema = () =>
  z.array(z.uuid()).check(
    z.maxLength(LEAD_TAG_LIMITS.perLead, `A lead or call has at most ${LEAD_TAG_LIMITS.perLead} tags`),
    z.refine((ids) => new Set(ids).size === ids.length, 'Name each tag once'),
  );
