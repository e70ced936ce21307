// zod/mini like every API schema: the web loads them through the endpoint contracts (docs/decisions/0007).
import * as z from 'zod/mini';
import { wordsOf } from './keyword-match';
import { CUSTOMER_STATUSES } from './leads';
import { tagIdsSchema } from './tag-ids';
import { TEXT_LIMITS, plainText, singleLineText } from './text';

export const KEYWORD_RULE_LIMITS = {
  perAccount: 25,
  phrasesPerRule: 20,
  phraseLength: 60,
  nameLength: 60,
} as const;

const phraseSchema = singleLineText(KEYWORD_RULE_LIMITS.phraseLength, { required: 'A phrase cannot be empty' }).check(
  // As the rules read it: a phrase whose characters fold to no word at all could never match.
  z.refine((phrase) => wordsOf(phrase).length > 0, 'A phrase needs at least one letter or digit'),
);

/** A rule as it is made or changed: its words and what it does (at least one thing). */
export const keywordRuleBodySchema = z
  .strictObject({
    name: singleLineText(KEYWORD_RULE_LIMITS.nameLength, { required: 'Name the rule' }),
    phrases: z
      .array(phraseSchema)
      .check(
        z.minLength(1, 'Give at least one word or phrase'),
        z.maxLength(
          KEYWORD_RULE_LIMITS.phrasesPerRule,
          `A rule has at most ${KEYWORD_RULE_LIMITS.phrasesPerRule} phrases`,
        ),
      ),
    tagIds: z._default(tagIdsSchema(), []),
    setStatus: z._default(z.nullable(z.enum(CUSTOMER_STATUSES)), null),
    followUp: z._default(z.boolean(), false),
  })
  .check(
    z.refine((rule) => rule.tagIds.length > 0 || rule.setStatus !== null || rule.followUp, {
      message: 'Choose what the rule does: add tags, set a status, flag for follow-up, or several',
      path: ['tagIds'],
    }),
  );
export type KeywordRuleBody = z.input<typeof keywordRuleBodySchema>;

export const keywordRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  phrases: z.array(z.string()),
  tagIds: z.array(z.string()),
  setStatus: z.nullable(z.enum(CUSTOMER_STATUSES)),
  followUp: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type KeywordRule = z.infer<typeof keywordRuleSchema>;

export const keywordRuleListSchema = z.object({ items: z.array(keywordRuleSchema) });

export const keywordRuleParamsSchema = z.object({
  accountId: plainText(TEXT_LIMITS.identifier),
  ruleId: plainText(TEXT_LIMITS.identifier),
});
