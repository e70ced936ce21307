import { dollars } from '@portal/shared/money';
import { INVOICE_STATUS_LABELS, type InvoiceDetail } from '@portal/shared/billing';
import { providerDocument, finish, letterhead, PROVIDER, rule, tableRow, type BillTo } from '../../lib/pdf-layout';

const COLUMNS = [70, 100];

/**
 * The invoice as a PDF (pdfkit, standard fonts): the provider and the account billed (legal name, number, billing
 * address), the period and due day, the lines, the totals (credits only when there are some), the payments made
 * against it, and every page numbered.
 */
export function invoicePdf(invoice: InvoiceDetail, billTo: BillTo): PDFKit.PDFDocument {
  const doc = providerDocument(`Invoice ${invoice.number}`);
  letterhead(doc, {
    title: 'Invoice',
    facts: [
      ['Number', invoice.number],
      ['Issued', invoice.issuedAt.slice(0, 10)],
      ['Due', invoice.dueDate],
      ['Status', INVOICE_STATUS_LABELS[invoice.status]],
    ],
    billTo,
  });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Leads and tracked calls from ${invoice.periodStart} to ${invoice.periodEnd} (USD)`);
  doc.moveDown();
  tableRow(doc, ['Description', 'Quantity', 'Amount'], { bold: true, widths: COLUMNS });
  rule(doc);
  if (invoice.lines.length === 0)
    tableRow(doc, ['No leads or calls were billed in this period.', '', dollars(0)], { widths: COLUMNS });
  for (const line of invoice.lines) {
    tableRow(doc, [line.description, String(line.quantity), dollars(line.amountCents)], { widths: COLUMNS });
  }
  doc.moveDown();
  rule(doc);
  tableRow(doc, ['Charges', '', dollars(invoice.chargesCents)], { widths: COLUMNS });
  if (invoice.creditsCents > 0)
    tableRow(doc, ['Credits', '', `-${dollars(invoice.creditsCents)}`], { widths: COLUMNS });
  tableRow(doc, ['Total', '', dollars(invoice.totalCents)], { bold: true, widths: COLUMNS });
  for (const payment of invoice.payments) {
    tableRow(
      doc,
      [`Paid ${payment.settledAt?.slice(0, 10) ?? ''} · ${payment.method}`, '', `-${dollars(payment.amountCents)}`],
      {
        widths: COLUMNS,
      },
    );
  }
  tableRow(doc, ['Amount due', '', dollars(invoice.amountDueCents)], { bold: true, widths: COLUMNS });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor('#555')
    .text(`Questions about this invoice? Write to ${PROVIDER.contact} and quote ${invoice.number}.`);
  return finish(doc, `Invoice ${invoice.number}`);
}
