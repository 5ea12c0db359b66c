import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokenFor, type TestApp } from '../helpers/app.js';
import { pdfText } from '../helpers/pdf.js';

describe('GET /api/invoices/:id/pdf', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ seed: 'invoices' });
  });
  afterAll(() => app.close());

  it('returns the PDF of an own invoice', async () => {
    const res = await app.inject({ url: '/api/invoices/inv_01/pdf', headers: tokenFor('org_a') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-2026-0412.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Счёт № 2026-0412');
    expect(text).toContain('Итого: 3350.01 RUB');
  });

  it('answers 404 for an unknown invoice', async () => {
    const res = await app.inject({ url: '/api/invoices/inv_missing/pdf', headers: tokenFor('org_a') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'invoice_not_found' });
  });

  it('answers 404, not 403, for another organisation', async () => {
    const res = await app.inject({ url: '/api/invoices/inv_01/pdf', headers: tokenFor('org_b') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'invoice_not_found' });
  });
});
