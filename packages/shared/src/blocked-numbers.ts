// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { usPhone } from './phone';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

export const BLOCKED_NUMBER_LIMITS = {
  perAccount: 1_000,
  noteLength: 200,
} as const;

export const blockNumberBodySchema = z.strictObject({
  phone: usPhone(),
  /** Why, for whoever reads the list later ("spam", "wrong number, keeps calling"). */
  note: z.optional(z.nullable(singleLineText(BLOCKED_NUMBER_LIMITS.noteLength))),
});
export type BlockNumberBody = z.input<typeof blockNumberBodySchema>;

export const blockedNumberSchema = z.object({
  id: z.string(),
  /** E.164, e.g. +15125550199. */
  phone: z.string(),
  note: z.nullable(z.string()),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type BlockedNumber = z.infer<typeof blockedNumberSchema>;

export const blockedNumberListSchema = z.object({ items: z.array(blockedNumberSchema) });

export const blockedNumberParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  blockedNumberId: plainText(TEXT_LIMITS.identifier),
});
