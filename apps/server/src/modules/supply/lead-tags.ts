import { and, asc, count, eq, sql } from 'drizzle-orm';
import { LEAD_TAG_LIMITS, type LeadTag, type LeadTagBody } from '@portal/shared/lead-tags';
import { recordAudit, type Actor } from '../../db/audit';
import { keywordRules, leadTags, supplyEvents } from '../../db/schema/index';
import { anyOf } from '../../db/bulk';
import { inAccount, withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { lockUntilCommit } from '../../db/transaction-lock';

const view = (row: typeof leadTags.$inferSelect): LeadTag => ({ id: row.id, name: row.name, color: row.color });

/** The account's tags, by name. */
export async function listTags(scope: TenantScope): Promise<LeadTag[]> {
  const rows = await scope.db
    .select()
    .from(leadTags)
    .where(inAccount(scope, leadTags.accountId))
    .orderBy(asc(sql`lower(${leadTags.name})`));
  return rows.map(view);
}

/** Adds a tag; a name the account has already (in any case) is refused, so that two tags never read alike. */
export async function createTag(scope: TenantScope, body: LeadTagBody, actor: Actor): Promise<LeadTag> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    await lockUntilCommit(tx, `lead-tags:${scope.accountId}`);
    const [total] = await tx.select({ n: count() }).from(leadTags).where(inAccount(txScope, leadTags.accountId));
    if ((total?.n ?? 0) >= LEAD_TAG_LIMITS.perAccount)
      throw new AppError(
        'CONFLICT',
        `This account has ${LEAD_TAG_LIMITS.perAccount} tags, the most it can have: remove one it no longer uses first.`,
      );
    const [added] = await tx
      .insert(leadTags)
      .values({ accountId: scope.accountId, name: body.name, color: body.color })
      .onConflictDoNothing()
      .returning();
    if (!added) throw new AppError('CONFLICT', `There is a tag named ${body.name} already.`);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'lead_tag',
      entityId: added.id,
      subject: added.name,
      action: 'create',
      before: null,
      after: { name: added.name, color: added.color },
    });
    return view(added);
  });
}

/** Removes a tag from the account and from every lead and call carrying it, in one transaction. */
export async function deleteTag(scope: TenantScope, tagId: string, actor: Actor): Promise<LeadTag[]> {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const [removed] = isUuid(tagId)
      ? await tx
          .delete(leadTags)
          .where(inAccount(txScope, leadTags.accountId, eq(leadTags.id, tagId)))
          .returning()
      : [];
    if (!removed) throw new AppError('NOT_FOUND', 'There is no such tag (it may have been removed already).');
    // A rule that does nothing but add this tag would be left doing nothing at all: the person decides what it does.
    const [onlyThis] = await tx
      .select({ name: keywordRules.name })
      .from(keywordRules)
      .where(
        inAccount(
          txScope,
          keywordRules.accountId,
          sql`${keywordRules.tagIds} = array[${removed.id}::uuid]`,
          sql`${keywordRules.setStatus} is null`,
          sql`not ${keywordRules.followUp}`,
        ),
      )
      .limit(1);
    if (onlyThis)
      throw new AppError(
        'CONFLICT',
        `The keyword rule “${onlyThis.name}” does nothing but add the tag ${removed.name}: change or remove the rule first.`,
      );
    await tx
      .update(supplyEvents)
      .set({ tagIds: sql`array_remove(${supplyEvents.tagIds}, ${removed.id}::uuid)` })
      .where(inAccount(txScope, supplyEvents.accountId, sql`${removed.id}::uuid = any(${supplyEvents.tagIds})`));
    await tx
      .update(keywordRules)
      .set({ tagIds: sql`array_remove(${keywordRules.tagIds}, ${removed.id}::uuid)` })
      .where(inAccount(txScope, keywordRules.accountId, sql`${removed.id}::uuid = any(${keywordRules.tagIds})`));
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'lead_tag',
      entityId: removed.id,
      subject: removed.name,
      action: 'delete',
      before: { name: removed.name, color: removed.color },
      after: null,
    });
    return listTags(txScope);
  });
}

/**
 * The names of these tags of the account, by id; a tag id that is not the account's is refused (422), naming
 * the field the ids came in.
 */
export async function tagNames(scope: TenantScope, tagIds: readonly string[], field: string) {
  const unique = [...new Set(tagIds)];
  const rows =
    unique.length === 0
      ? []
      : await scope.db
          .select({ id: leadTags.id, name: leadTags.name })
          .from(leadTags)
          .where(and(inAccount(scope, leadTags.accountId), anyOf(leadTags.id, unique)));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const unknown = unique.filter((id) => !names.has(id));
  if (unknown.length > 0)
    throw new AppError('BUSINESS_RULE', `${unknown.join(', ')} is not one of this account's tags.`, [
      { path: `body.${field}`, message: 'is not one of this account’s tags' },
    ]);
  return names;
}
