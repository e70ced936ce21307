import PDFDocument from 'pdfkit';
import { dollars } from '@portal/shared/money';
import { INVOICE_STATUS_LABELS, type InvoiceDetail } from '@portal/shared/billing';

/** The provider named on every invoice. */
export const PROVIDER_NAME = 'Advertiser Portal Leads & Calls';

/**
 * The invoice as a PDF (pdfkit, standard fonts): provider, account, period, lines, totals and payments.
 * Streamed as it is laid out; a long invoice flows onto more pages.
 */
export function invoicePdf(invoice: InvoiceDetail): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Invoice ${invoice.number}`, Author: PROVIDER_NAME },
  });
  const right = doc.page.width - doc.page.margins.right;
  const amountColumn = right - 100;
  const quantityColumn = amountColumn - 70;

  doc.font('Helvetica-Bold').fontSize(18).text(PROVIDER_NAME);
  doc.font('Helvetica').fontSize(10).fillColor('#555').text('Invoice for leads and tracked calls (USD)');
  doc.moveDown();
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(12).text(`Invoice ${invoice.number}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Account: ${invoice.accountName}`);
  doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd}`);
  doc.text(`Issued: ${invoice.issuedAt.slice(0, 10)}    Due: ${invoice.dueDate}`);
  doc.text(`Status: ${INVOICE_STATUS_LABELS[invoice.status]}`);
  doc.moveDown();

  const row = (left: string, quantity: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(left, doc.page.margins.left, y, { width: quantityColumn - doc.page.margins.left - 10 });
    const after = doc.y;
    doc.text(quantity, quantityColumn, y, { width: 60, align: 'right' });
    doc.text(amount, amountColumn, y, { width: 100, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = doc.page.margins.left;
  };
  row('Description', 'Quantity', 'Amount', true);
  doc
    .moveTo(doc.page.margins.left, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke('#999');
  doc.moveDown(0.5);
  if (invoice.lines.length === 0) row('No leads or calls were billed in this period.', '', dollars(0));
  for (const line of invoice.lines) row(line.description, String(line.quantity), dollars(line.amountCents));
  doc.moveDown();
  row('Charges', '', dollars(invoice.chargesCents));
  row('Credits', '', dollars(-invoice.creditsCents));
  row('Total', '', dollars(invoice.totalCents), true);
  for (const payment of invoice.payments) {
    row(`Payment ${payment.settledAt?.slice(0, 10) ?? ''} · ${payment.method}`, '', dollars(-payment.amountCents));
  }
  row('Amount due', '', dollars(invoice.amountDueCents), true);
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`Questions about this invoice? Contact ${PROVIDER_NAME} support and quote ${invoice.number}.`);
  doc.end();
  return doc;
}
