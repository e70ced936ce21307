// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { LEAD_TAG_LIMITS } from './tag-ids';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

export { LEAD_TAG_LIMITS };

/** Tag colours: the dot beside the name (the name stays dark text, readable on any of them). */
export const LEAD_TAG_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'violet'] as const;
export type LeadTagColor = (typeof LEAD_TAG_COLORS)[number];

export const leadTagBodySchema = z.strictObject({
  name: singleLineText(LEAD_TAG_LIMITS.nameLength, { required: 'Name the tag' }),
  color: z.enum(LEAD_TAG_COLORS, { error: `Choose a colour: ${LEAD_TAG_COLORS.join(', ')}` }),
});
export type LeadTagBody = z.input<typeof leadTagBodySchema>;

export const leadTagSchema = z.object({ id: z.string(), name: z.string(), color: z.enum(LEAD_TAG_COLORS) });
export type LeadTag = z.infer<typeof leadTagSchema>;
export const leadTagListSchema = z.object({ items: z.array(leadTagSchema) });

export const leadTagParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  tagId: plainText(TEXT_LIMITS.identifier),
});
