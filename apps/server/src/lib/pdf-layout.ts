// The provider's documents (invoices, receipts, statements, the summary report) share one layout: pdfkit's
// standard fonts, letter size, a letterhead with the account billed, tables, and every page numbered. The standard
// fonts write Windows-1252 only: a negative amount takes "-" (not "−"), and there are no arrows.
import PDFDocument from 'pdfkit';

/** Who issues every invoice, receipt and statement, and where to write to them. */
export const PROVIDER = {
  name: 'Advertiser Portal Leads & Calls',
  address: ['500 Congress Avenue, Suite 1200', 'Austin, TX 78701'],
  contact: 'billing@advertiser-portal.example',
} as const;

/** A letter-size document of the provider's: pages kept until the end, so each can say "Page 1 of 2". */
export function providerDocument(title: string): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'LETTER',
    margin: 54,
    bufferPages: true,
    info: { Title: title, Author: PROVIDER.name },
  });
}

/** The account a document is for: its legal name, its number and where its bills go. */
export interface BillTo {
  legalName: string;
  accountNumber: number;
  address: string[];
}

/**
 * The top of the first page: the provider's name and address on the left, the document's title and facts (number,
 * dates) on the right, then "Bill to" with the account's legal name, number and address.
 */
export function letterhead(
  doc: PDFKit.PDFDocument,
  { title, facts, billTo }: { title: string; facts: [string, string][]; billTo: BillTo },
): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#000').text(PROVIDER.name, left, top, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor('#444');
  for (const line of [...PROVIDER.address, PROVIDER.contact]) doc.text(line, { width: 260 });
  const leftEnd = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor('#000')
    .text(title, left + 280, top, { width: right - left - 280, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor('#000');
  for (const [label, value] of facts) doc.text(`${label}: ${value}`, { width: right - left - 280, align: 'right' });
  doc.y = Math.max(leftEnd, doc.y) + 18;
  doc.x = left;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#444').text('BILL TO');
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#000').text(billTo.legalName);
  doc.font('Helvetica').fontSize(10).text(`Account #${billTo.accountNumber}`);
  for (const line of billTo.address) doc.text(line);
  doc.moveDown(1.5);
}

/** One line of a table: a description that wraps, and right-aligned columns after it. */
export function tableRow(
  doc: PDFKit.PDFDocument,
  cells: [description: string, ...columns: string[]],
  { bold = false, widths = [100] }: { bold?: boolean; widths?: number[] } = {},
): void {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const [description, ...columns] = cells;
  const columnsWidth = widths.reduce((sum, width) => sum + width, 0);
  // A line that would not fit what is left of the page starts the next one.
  if (doc.y + 28 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('#000');
  doc.text(description, left, y, { width: right - left - columnsWidth - 10 });
  const after = doc.y;
  let x = right - columnsWidth;
  for (const [index, text] of columns.entries()) {
    const width = widths[index] ?? 100;
    doc.text(text, x, y, { width, align: 'right' });
    x += width;
  }
  doc.y = Math.max(after, doc.y) + 2;
  doc.x = left;
}

/** A thin rule across the page, under a table's heading. */
export function rule(doc: PDFKit.PDFDocument): void {
  const right = doc.page.width - doc.page.margins.right;
  doc.moveTo(doc.page.margins.left, doc.y).lineTo(right, doc.y).lineWidth(0.5).stroke('#999');
  doc.moveDown(0.4);
}

/** Numbers every page at its foot ("Page 1 of 2", with the document's name), then ends the document. */
export function finish(doc: PDFKit.PDFDocument, footer: string): PDFKit.PDFDocument {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Written in the bottom margin: with the margin kept, pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(`${footer} · Page ${index - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - 36, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}
