import { formatMoney } from '../billing/round.js';
import type { Invoice } from './types.js';

/** A4 in PDF points; margins follow the paper invoice the accountants sign. */
export const PAGE = { size: 'A4', margin: 48 } as const;
export const FONT = { regular: 'PTSans-Regular', bold: 'PTSans-Bold', size: 10 } as const;

export interface Row {
  text: string;
  bold?: boolean;
  align?: 'left' | 'right';
}

/** The invoice as rows of text, top to bottom. Pure, so tests read it without a PDF parser. */
export function layoutInvoice(inv: Invoice): Row[] {
  const rows: Row[] = [
    { text: `Счёт № ${inv.number} от ${inv.issuedAt.toLocaleDateString('ru-RU')}`, bold: true },
    { text: `Продавец: ${inv.seller.name}, ИНН ${inv.seller.inn}, КПП ${inv.seller.kpp}` },
    { text: `Покупатель: ${inv.buyer.name}, ИНН ${inv.buyer.inn}, КПП ${inv.buyer.kpp}` },
  ];
  for (const [i, line] of inv.lines.entries()) {
    const amount = formatMoney(line.quantity * line.unitPrice);
    rows.push({ text: `${i + 1}. ${line.title} — ${line.quantity} × ${formatMoney(line.unitPrice)} = ${amount}` });
  }
  rows.push({ text: `Итого: ${formatMoney(inv.total)}`, bold: true, align: 'right' });
  return rows;
}
