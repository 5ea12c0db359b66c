import { roundMoney } from './round.js';

export interface InvoiceLine {
  sku: string;
  quantity: number;
  unitPrice: number;
}

/** Invoice total: lines are summed first, the total is rounded once. */
export function invoiceTotal(lines: readonly InvoiceLine[]): number {
  const raw = lines.reduce((acc, l) => acc + l.quantity * l.unitPrice, 0);
  return roundMoney(raw);
}
