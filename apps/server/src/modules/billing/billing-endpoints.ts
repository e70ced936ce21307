import { addPaymentMethod } from '@portal/shared/contracts/billing/add-payment-method';
import { exportLedger } from '@portal/shared/contracts/billing/export-ledger';
import { getPaymentsConfig } from '@portal/shared/contracts/billing/get-payments-config';
import { getInvoice } from '@portal/shared/contracts/billing/get-invoice';
import { getInvoicePdf } from '@portal/shared/contracts/billing/get-invoice-pdf';
import { getPaymentReceipt } from '@portal/shared/contracts/billing/get-payment-receipt';
import { getStatement } from '@portal/shared/contracts/billing/get-statement';
import { listInvoices } from '@portal/shared/contracts/billing/list-invoices';
import { createBridgeLink } from '@portal/shared/contracts/billing/create-bridge-link';
import { getBridge } from '@portal/shared/contracts/billing/get-bridge';
import { payBridge } from '@portal/shared/contracts/billing/pay-bridge';
import { getBillingAccount } from '@portal/shared/contracts/billing/get-billing-account';
import { listLedger } from '@portal/shared/contracts/billing/list-ledger';
import { listPaymentMethods } from '@portal/shared/contracts/billing/list-payment-methods';
import { makePayment } from '@portal/shared/contracts/billing/make-payment';
import { removePaymentMethod } from '@portal/shared/contracts/billing/remove-payment-method';
import { setDefaultPaymentMethod } from '@portal/shared/contracts/billing/set-default-payment-method';
import { topUp } from '@portal/shared/contracts/billing/top-up';
import { updateBillingAccount } from '@portal/shared/contracts/billing/update-billing-account';
import { approveAdjustment } from '@portal/shared/contracts/billing/approve-adjustment';
import { createAdjustment } from '@portal/shared/contracts/billing/create-adjustment';
import { listAdjustments } from '@portal/shared/contracts/billing/list-adjustments';
import { IDEMPOTENCY_HEADER } from '@portal/shared/api/contract';
import type { FastifyRequest } from 'fastify';
import { accountDay, accountZone } from '../../db/account-zone';
import { tenantScope } from '../../db/tenant-scope';
import { registerEndpoint } from '../../http/endpoint';
import type { App, AppDeps } from '../../http/types';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import * as adjustments from './adjustments';
import { loadBillingAccount, saveBillingAccount } from './billing-account-service';
import { exportLedgerCsv } from './ledger-export';
import { ledgerPage } from './ledger-repository';
import { listMethods } from './payment-method-repository';
import { addMethod, makeDefault, providerOf, removeMethod } from './payment-method-service';
import { findInvoice, invoiceDetail, invoicePage } from './invoice-repository';
import { invoicePdf } from './invoice-pdf';
import { receiptPdf } from './receipt-pdf';
import { statementPdf } from './statement-pdf';
import { billToOf } from './bill-to';
import { settleAfterMs } from './payment-reconciliation';
import { pay } from './payment-service';
import * as bridgeService from './bridge-service';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { TenantScope } from '../../db/tenant-scope';

/** The idempotency layer let the request through only with its key (http/idempotency.ts). */
const attemptKeyOf = (request: FastifyRequest) => String(request.headers[IDEMPOTENCY_HEADER]);

/** The billing account and its ledger, payment methods, payments and top-ups. */
export function registerBillingEndpoints(app: App, { database, payments, messages, clock, config }: AppDeps): void {
  const db = database.db;

  registerEndpoint(app, getPaymentsConfig, async () => {
    const provider = providerOf(payments);
    return { tokenizerScriptUrl: provider.tokenizerScriptUrl, providerOrigin: provider.origin };
  });

  registerEndpoint(app, getBillingAccount, async ({ account }) =>
    loadBillingAccount(tenantScope(db, account), clock.now()),
  );

  registerEndpoint(app, updateBillingAccount, async ({ account, body, principal }) =>
    saveBillingAccount(tenantScope(db, account), body, principal, clock.now()),
  );

  // Staff's goodwill adjustments (issue 30): booked at once up to $500.00, above that on a second staff member's approval.
  registerEndpoint(app, createAdjustment, async ({ account, body, principal }) =>
    adjustments.createAdjustment(tenantScope(db, account), body, principal, clock.now()),
  );
  registerEndpoint(app, approveAdjustment, async ({ account, params, principal }) =>
    adjustments.approveAdjustment(tenantScope(db, account), params.adjustmentId, principal, clock.now()),
  );
  registerEndpoint(app, listAdjustments, async ({ account }) => adjustments.listAdjustments(tenantScope(db, account)));

  registerEndpoint(app, listLedger, async ({ account, query }) => {
    const scope = tenantScope(db, account);
    const { cursor, limit, ...filters } = query;
    const page = await ledgerPage(scope, {
      filters,
      zone: await accountZone(scope),
      after: cursor ? decodeCursor(cursor) : null,
      limit,
    });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, exportLedger, async ({ account, query, reply }) => {
    reply.header('content-disposition', 'attachment; filename="transactions.csv"');
    return exportLedgerCsv(tenantScope(db, account), query);
  });

  registerEndpoint(app, listPaymentMethods, async ({ account }) => ({
    items: await listMethods(tenantScope(db, account)),
  }));

  registerEndpoint(app, addPaymentMethod, async ({ account, body, principal }) =>
    addMethod(tenantScope(db, account), payments, body, principal),
  );

  registerEndpoint(app, setDefaultPaymentMethod, async ({ account, params, principal }) => ({
    items: await makeDefault(tenantScope(db, account), params.paymentMethodId, principal),
  }));

  registerEndpoint(app, removePaymentMethod, async ({ account, params, principal }) => ({
    items: await removeMethod(tenantScope(db, account), params.paymentMethodId, principal),
  }));

  registerEndpoint(app, topUp, async ({ account, body, principal, request }) =>
    pay(tenantScope(db, account), payments, messages, {
      purpose: 'TOP_UP',
      amountCents: body.amountCents,
      source: body.card
        ? { kind: 'newCard', token: body.card.token, save: body.card.save }
        : { kind: 'saved', paymentMethodId: body.paymentMethodId! },
      attemptKey: attemptKeyOf(request),
      actor: principal,
      now: clock.now(),
    }),
  );

  registerEndpoint(app, makePayment, async ({ account, body, principal, request }) =>
    pay(tenantScope(db, account), payments, messages, {
      purpose: body.invoiceId ? 'INVOICE' : 'BALANCE',
      invoiceId: body.invoiceId,
      amountCents: body.amountCents,
      source: { kind: 'saved', paymentMethodId: body.paymentMethodId },
      attemptKey: attemptKeyOf(request),
      actor: principal,
      now: clock.now(),
    }),
  );

  registerEndpoint(app, createBridgeLink, async ({ account, body, principal }) =>
    bridgeService.createBridgeLink(tenantScope(db, account), body, principal, clock.now(), config.publicUrl),
  );

  const settling = { provider: payments, messages, afterMs: settleAfterMs(config.PAYMENTS_TIMEOUT_MS) };
  registerEndpoint(app, getBridge, async ({ params }) =>
    bridgeService.viewBridgeLink(db, params.linkToken, clock.now(), settling),
  );

  registerEndpoint(app, payBridge, async ({ params, body }) =>
    bridgeService.payBridgeLink(
      db,
      payments,
      messages,
      { token: params.linkToken, cardToken: body.token },
      clock.now(),
    ),
  );

  registerEndpoint(app, listInvoices, async ({ account, query }) => {
    const scope = tenantScope(db, account);
    const page = await invoicePage(scope, {
      after: query.cursor ? decodeCursor(query.cursor) : null,
      limit: query.limit,
      today: await accountDay(scope, clock.now()),
    });
    return { items: page.items, nextCursor: page.last ? encodeCursor(page.last) : null };
  });

  registerEndpoint(app, getInvoice, async ({ account, params }) => {
    const scope = tenantScope(db, account);
    return invoiceDetail(scope, await invoiceOf(scope, params.invoiceId), await accountDay(scope, clock.now()));
  });

  registerEndpoint(app, getPaymentReceipt, async ({ account, params, reply }) => {
    const receipt = await receiptPdf(tenantScope(db, account), params.paymentId);
    reply.header('content-disposition', `attachment; filename="${receipt.name}"`);
    return receipt.pdf;
  });

  registerEndpoint(app, getStatement, async ({ account, params, reply }) => {
    const statement = await statementPdf(tenantScope(db, account), params.month, clock.now());
    reply.header('content-disposition', `attachment; filename="${statement.name}"`);
    return statement.pdf;
  });

  registerEndpoint(app, getInvoicePdf, async ({ account, params, reply }) => {
    const scope = tenantScope(db, account);
    const [invoice, billTo] = await Promise.all([
      invoiceOf(scope, params.invoiceId).then(async (row) =>
        invoiceDetail(scope, row, await accountDay(scope, clock.now())),
      ),
      billToOf(scope),
    ]);
    reply.header('content-disposition', `attachment; filename="${invoice.number}.pdf"`);
    return invoicePdf(invoice, billTo);
  });
}

async function invoiceOf(scope: TenantScope, invoiceId: string) {
  const row = isUuid(invoiceId) ? await findInvoice(scope, invoiceId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'There is no such invoice on this account.');
  return row;
}
