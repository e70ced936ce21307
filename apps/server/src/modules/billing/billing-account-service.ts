import { eq } from 'drizzle-orm';
import {
  autoRechargeProblem,
  type BillingAccount,
  type BillingAccountUpdate,
  type BillingAddress,
} from '@portal/shared/billing';
import { accounts, billingAccounts } from '../../db/schema/index';
import { mirrorBillingFlags } from '../accounts/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { changedFields, recordAudit, type Actor } from '../../db/audit';
import { hasUsableMethod, lockBilling, readBilling } from './billing-account-repository';
import { ledgerTotal } from './ledger-repository';
import { openInvoiceTotals } from './invoice-repository';
import { accountDay } from '../../db/account-zone';
import { queueRechargeIfUnder } from './auto-recharge';

/**
 * How the account pays, with its balance (prepaid funds) and amount due derived from the ledger, and how the
 * amount due splits: what open invoices ask for (and of that, what is overdue) and the rest, not invoiced yet.
 */
export async function loadBillingAccount(scope: TenantScope, now: Date): Promise<BillingAccount> {
  const [row, owed, invoiced] = await Promise.all([
    readBilling(scope),
    ledgerTotal(scope),
    accountDay(scope, now).then((today) => openInvoiceTotals(scope, today)),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'No such account.');
  const billing = row.billing;
  return {
    accountId: scope.accountId,
    mode: billing?.mode ?? 'PREPAID',
    balanceCents: -owed,
    amountDueCents: Math.max(0, owed),
    openInvoicesCents: invoiced.openCents,
    uninvoicedCents: Math.max(0, owed) - invoiced.openCents,
    overdue: invoiced.overdueCount > 0 ? { count: invoiced.overdueCount, amountDueCents: invoiced.overdueCents } : null,
    autopayEnabled: row.autopayEnabled,
    autoRecharge:
      billing?.rechargeThresholdCents != null && billing.rechargeAmountCents != null
        ? { thresholdCents: billing.rechargeThresholdCents, amountCents: billing.rechargeAmountCents }
        : null,
    billingSameAsRegistered: row.billingSameAsRegistered,
    billingAddress: billing?.billingAddress ?? null,
    billingEmail: billing?.billingEmail ?? null,
    defaultPaymentMethodId: billing?.defaultPaymentMethodId ?? null,
    billingStatus: row.billingStatus,
    postPaidStatus: row.postPaidStatus,
    version: billing?.version ?? 1,
  };
}

/**
 * Saves the billing settings as a whole. Autopay and auto-recharge charge the default payment method, so
 * they need one; auto-recharge tops up a prepaid balance, so it is for prepaid accounts; the billing mode
 * is the provider's credit decision, so only its staff change it.
 */
export async function saveBillingAccount(
  scope: TenantScope,
  input: BillingAccountUpdate & { billingAddress: BillingAddress | null },
  principal: Actor & { isAdmin: boolean },
  now: Date,
): Promise<BillingAccount> {
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const current = await lockBilling(txScope);
    if (current.version !== input.version) {
      throw new AppError(
        'CONFLICT',
        'Someone else changed the billing settings since you opened them. Reload and try again.',
      );
    }
    const [account] = await tx
      .select({
        autopayEnabled: accounts.isAutopayEnabled,
        billingSameAsRegistered: accounts.isBillingSameAsRegisteredAddress,
      })
      .from(accounts)
      .where(eq(accounts.id, scope.accountId));
    if (input.mode !== current.mode && !principal.isAdmin) {
      throw new AppError(
        'BUSINESS_RULE',
        'Only the provider’s staff can switch between prepaid and post-paid billing.',
      );
    }
    if (input.autoRecharge) {
      if (input.mode !== 'PREPAID') throw new AppError('BUSINESS_RULE', 'Auto-recharge is for prepaid accounts.');
      const problem = autoRechargeProblem(input.autoRecharge);
      if (problem) throw new AppError('BUSINESS_RULE', problem);
    }
    const charges = input.autopayEnabled || input.autoRecharge;
    if (charges && !(await hasUsableMethod(txScope, current.defaultPaymentMethodId))) {
      throw new AppError(
        'BUSINESS_RULE',
        'Add a payment method first: autopay and auto-recharge charge the default payment method.',
      );
    }
    const before = { ...current, ...account! };
    const next = {
      mode: input.mode,
      rechargeThresholdCents: input.autoRecharge?.thresholdCents ?? null,
      rechargeAmountCents: input.autoRecharge?.amountCents ?? null,
      billingEmail: input.billingEmail,
      billingAddress: input.billingSameAsRegistered ? null : input.billingAddress,
    };
    const onAccount = { autopayEnabled: input.autopayEnabled, billingSameAsRegistered: input.billingSameAsRegistered };
    const change = changedFields(before, { ...next, ...onAccount });
    if (!change) return;
    await tx
      .update(billingAccounts)
      .set({ ...next, version: current.version + 1, updatedAt: new Date() })
      .where(eq(billingAccounts.accountId, scope.accountId));
    await mirrorBillingFlags(tx, scope.accountId, onAccount);
    // A threshold set above the balance is crossed already: the automatic top-up follows at once.
    await queueRechargeIfUnder(tx, scope.accountId, new Date());
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor: principal,
      entity: 'billing_account',
      entityId: scope.accountId,
      action: 'update',
      ...change,
    });
  });
  return loadBillingAccount(scope, now);
}
