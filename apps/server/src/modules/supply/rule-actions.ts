import { compilePhrases, textsReader, type Phrases } from '@portal/shared/keyword-match';
import type { CustomerStatus } from '@portal/shared/leads';
import { LEAD_TAG_LIMITS } from '@portal/shared/tag-ids';
import type { ActedRule } from '@portal/shared/event-words';

/** A keyword rule as ingestion and a transcript's arrival apply it. */
export interface RuleToApply {
  id: string;
  name: string;
  phrases: string[];
  tagIds: string[];
  setStatus: CustomerStatus | null;
  followUp: boolean;
}

/** What the rules may change on a lead or call, and which of them acted on it. */
export interface RuleMarks {
  tagIds: string[];
  status: string;
  followUp: boolean;
  acted: ActedRule[];
}

// Each rule's phrases folded once, for all the events of a batch (the rules are the same objects for them all).
const compiled = new WeakMap<RuleToApply, Phrases>();
const phrasesOf = (rule: RuleToApply) => {
  let phrases = compiled.get(rule);
  if (!phrases) compiled.set(rule, (phrases = compilePhrases(rule.phrases)));
  return phrases;
};

/**
 * The marks after the rules (in the order they were made) have read these texts (a message, a transcript's turns:
 * each on its own, so a phrase does not run from one turn into the next). Every rule whose words are there acts: its
 * tags are added while the lead has room for them (ten), it is flagged if the rule flags, and the first rule with a
 * status sets it if the lead is still NEW (a status a person gave stands). A rule that acted before is named once.
 */
export function applyRules(
  rules: readonly RuleToApply[],
  texts: readonly (string | null | undefined)[],
  marks: RuleMarks,
) {
  const reader = textsReader(texts.filter((text): text is string => Boolean(text)));
  const result: RuleMarks = { ...marks, tagIds: [...marks.tagIds], acted: [...marks.acted] };
  const actedNow: ActedRule[] = [];
  let statusFree = marks.status === 'NEW';
  for (const rule of rules) {
    const phrases = phrasesOf(rule);
    if (!reader.says(phrases)) continue;
    actedNow.push({ id: rule.id, name: rule.name });
    if (!result.acted.some((acted) => acted.id === rule.id)) result.acted.push({ id: rule.id, name: rule.name });
    for (const tagId of rule.tagIds)
      if (!result.tagIds.includes(tagId) && result.tagIds.length < LEAD_TAG_LIMITS.perLead) result.tagIds.push(tagId);
    if (rule.followUp) result.followUp = true;
    if (rule.setStatus && statusFree) {
      result.status = rule.setStatus;
      statusFree = false;
    }
  }
  return { marks: result, actedNow };
}
