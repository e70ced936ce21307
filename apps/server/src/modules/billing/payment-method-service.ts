import { eq } from 'drizzle-orm';
import { methodLabel, type PaymentMethod } from '@portal/shared/billing';
import type { PaymentMethodSummary, PaymentsProvider } from '../../adapters/payments/payments-provider';
import { accounts, billingAccounts, paymentMethods } from '../../db/schema/index';
import { withDb, type TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../../db/audit';
import { isUuid } from '../../lib/uuid';
import { lockBilling } from './billing-account-repository';
import { activeMethod, activeMethods, insertProviderMethod, listMethods } from './payment-method-repository';

export const noSuchMethod = () => new AppError('NOT_FOUND', 'There is no such payment method on this account.');

export function providerOf(payments: PaymentsProvider | null): PaymentsProvider {
  if (!payments) throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not set up on this server.');
  return payments;
}

const unavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment provider did not answer. Nothing was charged; please try again.');

/** The provider's method from a token its frame made, or what is wrong in words a person can act on. */
export async function providerMethodOf(charger: PaymentsProvider, token: string, refused: string) {
  const made = await charger.createPaymentMethod(token);
  if (made.status === 'unavailable') throw unavailable();
  if (made.status === 'refused') throw new AppError('BUSINESS_RULE', `${refused}: ${made.message} Enter them again.`);
  return made.paymentMethod;
}

/**
 * Saves a card or bank account from the provider's token (the portal never sees its number). The first
 * method, or one saved with makeDefault, becomes the default.
 */
export async function addMethod(
  scope: TenantScope,
  payments: PaymentsProvider | null,
  input: { token: string; makeDefault?: boolean },
  actor: Actor,
): Promise<PaymentMethod> {
  const made = await providerMethodOf(providerOf(payments), input.token, 'The card details could not be saved');
  const saved = await keepMethod(scope, made, { makeDefault: input.makeDefault, twin: 'refuse' }, actor);
  return (await listMethods(scope)).find((method) => method.id === saved.id)!;
}

/**
 * Keeps a method the provider made as one of the account's (audited; the first becomes the default). One already
 * there (the same fingerprint) is refused, or, for a card a top-up just charged and was asked to keep, taken as
 * kept: the person has it either way.
 */
export async function keepMethod(
  scope: TenantScope,
  made: PaymentMethodSummary,
  options: { makeDefault?: boolean; twin: 'refuse' | 'keep' },
  actor: Actor,
) {
  return scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const billing = await lockBilling(txScope);
    const twin = (await activeMethods(txScope)).find((row) => row.fingerprint === made.fingerprint);
    if (twin && options.twin === 'keep') return twin;
    if (twin) throw alreadyThere(twin);
    const row = await insertProviderMethod(txScope, made);
    const hasDefault = billing.defaultPaymentMethodId && (await activeMethod(txScope, billing.defaultPaymentMethodId));
    const isDefault = Boolean(options.makeDefault || !hasDefault);
    if (isDefault) await setDefault(txScope, row.id);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'payment_method',
      entityId: row.id,
      subject: methodLabel(row),
      action: 'create',
      before: null,
      after: { kind: row.kind, brand: row.brand, last4: row.last4, isDefault },
    });
    return row;
  });
}

const alreadyThere = (method: { kind: 'CARD' | 'BANK'; brand: string | null; last4: string }) =>
  new AppError(
    'CONFLICT',
    `This ${method.kind === 'BANK' ? 'bank account' : 'card'} is already on the account (${methodLabel(method)}): use it, or remove it first.`,
  );

async function setDefault(scope: TenantScope, paymentMethodId: string | null) {
  await scope.db
    .update(billingAccounts)
    .set({ defaultPaymentMethodId: paymentMethodId, updatedAt: new Date() })
    .where(eq(billingAccounts.accountId, scope.accountId));
}

export async function makeDefault(scope: TenantScope, paymentMethodId: string, actor: Actor): Promise<PaymentMethod[]> {
  if (!isUuid(paymentMethodId)) throw noSuchMethod();
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const billing = await lockBilling(txScope);
    const method = await activeMethod(txScope, paymentMethodId);
    if (!method) throw noSuchMethod();
    if (billing.defaultPaymentMethodId === paymentMethodId) return;
    await setDefault(txScope, paymentMethodId);
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'billing_account',
      entityId: scope.accountId,
      subject: methodLabel(method),
      action: 'update',
      before: { defaultPaymentMethodId: billing.defaultPaymentMethodId },
      after: { defaultPaymentMethodId: paymentMethodId },
    });
  });
  return listMethods(scope);
}

/**
 * Removes a method (its row stays, marked removed, for the payments that used it). The default passes to
 * the newest other method; the only method cannot go while autopay or auto-recharge would charge it.
 */
export async function removeMethod(
  scope: TenantScope,
  paymentMethodId: string,
  actor: Actor,
): Promise<PaymentMethod[]> {
  if (!isUuid(paymentMethodId)) throw noSuchMethod();
  await scope.db.transaction(async (tx) => {
    const txScope = withDb(scope, tx);
    const billing = await lockBilling(txScope);
    const method = await activeMethod(txScope, paymentMethodId);
    if (!method) throw noSuchMethod();
    const others = (await activeMethods(txScope)).filter((row) => row.id !== paymentMethodId);
    if (billing.defaultPaymentMethodId === paymentMethodId) {
      const [account] = await tx
        .select({ autopay: accounts.isAutopayEnabled })
        .from(accounts)
        .where(eq(accounts.id, scope.accountId));
      const charging = account!.autopay || billing.rechargeThresholdCents !== null;
      if (charging && others.length === 0) {
        throw new AppError(
          'BUSINESS_RULE',
          'This is the only payment method and autopay or auto-recharge charges it. Add another method, or turn them off first.',
        );
      }
      await setDefault(txScope, others[0]?.id ?? null);
    }
    await tx.update(paymentMethods).set({ removedAt: new Date() }).where(eq(paymentMethods.id, paymentMethodId));
    await recordAudit(tx, {
      accountId: scope.accountId,
      actor,
      entity: 'payment_method',
      entityId: paymentMethodId,
      subject: methodLabel(method),
      action: 'delete',
      before: { kind: method.kind, brand: method.brand, last4: method.last4 },
      after: null,
    });
  });
  return listMethods(scope);
}
