import type { Invoice } from '../../src/invoices/types.js';

export function sampleInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 'inv_01',
    orgId: 'org_a',
    number: '2026-0412',
    issuedAt: new Date('2026-05-12T09:00:00+03:00'),
    seller: { name: 'ООО «Вектор»', inn: '7701234567', kpp: '770101001' },
    buyer: { name: 'АО «Сибирь-Логистик»', inn: '5409876543', kpp: '540901001' },
    lines: [
      { title: 'Аудит рекламного кабинета', quantity: 1, unitPrice: 3000 },
      { title: 'Отчёт по конверсиям', quantity: 1, unitPrice: 350.005 },
    ],
    total: 3350.005,
    ...over,
  };
}
