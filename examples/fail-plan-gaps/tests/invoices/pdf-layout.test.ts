import { describe, expect, it } from 'vitest';
import { layoutInvoice } from '../../src/invoices/pdf-layout.js';
import { sampleInvoice } from './fixtures.js';

describe('layoutInvoice', () => {
  const rows = layoutInvoice(sampleInvoice());

  it('opens with the invoice number and issue date', () => {
    expect(rows[0]!.text).toBe('Счёт № 2026-0412 от 12.05.2026');
  });

  it('lists seller and buyer requisites', () => {
    expect(rows[1]!.text).toContain('ИНН 7701234567, КПП 770101001');
    expect(rows[2]!.text).toContain('ИНН 5409876543, КПП 540901001');
  });

  it('ends with the total formatted by formatMoney', () => {
    expect(rows.at(-1)).toEqual({ text: 'Итого: 3350.01 RUB', bold: true, align: 'right' });
  });
});
