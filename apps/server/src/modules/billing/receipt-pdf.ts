import { dayIn, ianaZoneOf } from '@portal/shared/account-time';
import { formatDocumentDateTime } from '@portal/shared/human-time';
import { PAYMENT_PURPOSE_LABELS } from '@portal/shared/billing';
import { dollars } from '@portal/shared/money';
import { accountTimeZone } from '../../db/account-zone';
import type { TenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { finish, letterhead, providerDocument, PROVIDER, rule, tableRow } from '../../lib/pdf-layout';
import { billToOf } from './bill-to';
import { findInvoice } from './invoice-repository';
import { findPaymentById } from './payment-rows';

const noReceipt = () => new AppError('NOT_FOUND', 'There is no receipt for this payment: it did not go through.');

/**
 * The receipt of a payment or top-up that went through: who was paid and who paid, what for (an invoice by its
 * number), how much, with what and when in the account's own time, and the payment's reference. A payment that
 * failed or is still being confirmed has none (404).
 */
export async function receiptPdf(
  scope: TenantScope,
  paymentId: string,
): Promise<{ pdf: PDFKit.PDFDocument; name: string }> {
  const payment = isUuid(paymentId) ? await findPaymentById(scope, paymentId) : undefined;
  if (!payment) throw new AppError('NOT_FOUND', 'There is no such payment on this account.');
  if (payment.status !== 'SUCCEEDED') throw noReceipt();
  const [billTo, timeZone, invoice] = await Promise.all([
    billToOf(scope),
    accountTimeZone(scope),
    payment.invoiceId ? findInvoice(scope, payment.invoiceId) : undefined,
  ]);
  const paidOn = payment.settledAt ?? payment.createdAt;
  const paidAt = formatDocumentDateTime(paidOn, timeZone);
  const what = `${PAYMENT_PURPOSE_LABELS[payment.purpose]}${invoice ? ` of invoice ${invoice.number}` : ''}`;
  const doc = providerDocument(`Receipt ${payment.id}`);
  letterhead(doc, {
    title: 'Receipt',
    facts: [
      ['Paid', paidAt],
      ['Reference', payment.id.slice(0, 8).toUpperCase()],
    ],
    billTo,
  });
  doc.font('Helvetica').fontSize(10).text(`Received with thanks from ${billTo.legalName} (USD).`);
  doc.moveDown();
  tableRow(doc, ['Description', 'Amount'], { bold: true, widths: [120] });
  rule(doc);
  tableRow(doc, [what, dollars(payment.amountCents)], { widths: [120] });
  rule(doc);
  tableRow(doc, ['Total paid', dollars(payment.amountCents)], { bold: true, widths: [120] });
  doc.moveDown();
  doc.font('Helvetica').fontSize(10);
  doc.text(`Paid with: ${payment.methodLabel ?? 'a saved payment method'}`);
  doc.text(`Payment reference: ${payment.id}`);
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`Questions about this payment? Write to ${PROVIDER.contact} and quote its reference.`);
  return {
    pdf: finish(doc, `Receipt ${payment.id.slice(0, 8).toUpperCase()}`),
    // The file's name sorts by day: the account's calendar day, as YYYY-MM-DD.
    name: `receipt-${dayIn(ianaZoneOf(timeZone), paidOn)}-${payment.id.slice(0, 8)}.pdf`,
  };
}
