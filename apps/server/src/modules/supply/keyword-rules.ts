import { asc, count, eq } from 'drizzle-orm';
import { KEYWORD_RULE_LIMITS, type KeywordRule, type keywordRuleBodySchema } from '@portal/shared/keyword-rules';
import type { z } from 'zod/mini';
import { recordAudit, type Actor } from '../../db/audit';
import { keywordRules } from '../../db/schema/index';
import { inAccount, withDb, type TenantScope } from '../../db/tenant-scope';
import { lockUntilCommit } from '../../db/transaction-lock';
import { isUniqueViolation } from '../../db/unavailable';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { tagNames } from './lead-tags';
import type { RuleToApply } from './rule-actions';

type RuleRow = typeof keywordRules.$inferSelect;
type RuleBody = z.output<typeof keywordRuleBodySchema>;

const view = (row: RuleRow): KeywordRule => ({
  id: row.id,
  name: row.name,
  phrases: row.phrases,
  tagIds: row.tagIds,
  setStatus: row.setStatus,
  followUp: row.followUp,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

const noSuchRule = () => new AppError('NOT_FOUND', 'There is no such keyword rule (it may have been removed already).');
const nameTaken = (name: string) =>
  new AppError('CONFLICT', `There is a keyword rule named “${name}” already: choose another name.`, [
    { path: 'body.name', message: 'is the name of another rule' },
  ]);

/** The account's rules in the order they act: oldest first. */
export async function listRules(scope: TenantScope): Promise<KeywordRule[]> {
  const rows = await scope.db
    .select()
    .from(keywordRules)
    .where(inAccount(scope, keywordRules.accountId))
    .orderBy(asc(keywordRules.createdAt), asc(keywordRules.id));
  return rows.map(view);
}

/** The rules of one account as a transcript's arrival applies them. */
export async function rulesToApply(scope: TenantScope): Promise<RuleToApply[]> {
  return (await listRules(scope)).map(({ createdBy: _by, createdAt: _at, ...rule }) => rule);
}

/** The same phrase written twice in one rule ("Quote", "quote") is kept once, as first written. */
const distinctPhrases = (phrases: string[]) => {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = phrase.toLocaleLowerCase('en-US');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** A write that may meet the unique index on the account and the name (whatever its case): another rule has it. */
async function uniquelyNamed<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'keyword_rules_account_name_unique')) throw nameTaken(name);
    throw error;
  }
}

export async function createRule(scope: TenantScope, body: RuleBody, actor: Actor, now: Date): Promise<KeywordRule> {
  return uniquelyNamed(body.name, () =>
    scope.db.transaction(async (tx) => {
      const txScope = withDb(scope, tx);
      await tagNames(txScope, body.tagIds, 'tagIds');
      // One rule-maker at a time per account, so that two at once cannot both pass the limit.
      await lockUntilCommit(tx, `keyword-rules:${scope.accountId}`);
      const [total] = await tx
        .select({ n: count() })
        .from(keywordRules)
        .where(inAccount(txScope, keywordRules.accountId));
      if ((total?.n ?? 0) >= KEYWORD_RULE_LIMITS.perAccount)
        throw new AppError(
          'CONFLICT',
          `This account has ${KEYWORD_RULE_LIMITS.perAccount} keyword rules, the most it can have: remove one first.`,
        );
      const values = { ...body, phrases: distinctPhrases(body.phrases) };
      const [added] = await tx
        .insert(keywordRules)
        .values({ accountId: scope.accountId, ...values, createdBy: actor.username, createdAt: now })
        .returning();
      await recordAudit(tx, {
        accountId: scope.accountId,
        actor,
        entity: 'keyword_rule',
        entityId: added!.id,
        subject: added!.name,
        action: 'create',
        before: null,
        after: values,
      });
      return view(added!);
    }),
  );
}

export async function updateRule(scope: TenantScope, ruleId: string, body: RuleBody, actor: Actor) {
  return uniquelyNamed(body.name, () =>
    scope.db.transaction(async (tx) => {
      const txScope = withDb(scope, tx);
      await tagNames(txScope, body.tagIds, 'tagIds');
      const [current] = isUuid(ruleId)
        ? await tx
            .select()
            .from(keywordRules)
            .where(inAccount(txScope, keywordRules.accountId, eq(keywordRules.id, ruleId)))
            .for('update')
        : [];
      if (!current) throw noSuchRule();
      const values = { ...body, phrases: distinctPhrases(body.phrases) };
      const [changed] = await tx.update(keywordRules).set(values).where(eq(keywordRules.id, current.id)).returning();
      const { name, phrases, tagIds, setStatus, followUp } = current;
      await recordAudit(tx, {
        accountId: scope.accountId,
        actor,
        entity: 'keyword_rule',
        entityId: current.id,
        subject: changed!.name,
        action: 'update',
        before: { name, phrases, tagIds, setStatus, followUp },
        after: values,
      });
      return view(changed!);
    }),
  );
}

export async function deleteRule(scope: TenantScope, ruleId: string, actor: Actor) {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const [removed] = isUuid(ruleId)
      ? await tx
          .delete(keywordRules)
          .where(inAccount(txScope, keywordRules.accountId, eq(keywordRules.id, ruleId)))
          .returning()
      : [];
    if (!removed) throw noSuchRule();
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'keyword_rule',
      entityId: removed.id,
      subject: removed.name,
      action: 'delete',
      before: { name: removed.name, phrases: removed.phrases },
      after: null,
    });
    return listRules(txScope);
  });
}
