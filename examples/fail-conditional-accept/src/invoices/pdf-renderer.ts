import PDFDocument from 'pdfkit';
import { fontPath } from '../assets.js';
import { FONT, PAGE, layoutInvoice } from './pdf-layout.js';
import type { Invoice } from './types.js';

/**
 * Renders an invoice to a PDF buffer. The PT Sans font is embedded because
 * the standard 14 PDF fonts carry no Cyrillic glyphs.
 */
export function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: PAGE.size, margin: PAGE.margin, info: { Title: `Invoice ${inv.number}` } });
  doc.registerFont(FONT.regular, fontPath('PTSans-Regular.ttf'));
  doc.registerFont(FONT.bold, fontPath('PTSans-Bold.ttf'));

  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  for (const row of layoutInvoice(inv)) {
    doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(FONT.size);
    doc.text(row.text, { align: row.align ?? 'left' });
    doc.moveDown(0.4);
  }
  doc.end();
  return done;
}
