import type { FastifyInstance } from 'fastify';
import { findInvoiceForOrg } from './repository.js';
import { renderInvoicePdf } from './pdf-renderer.js';

export async function invoiceRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/invoices/:id', async (req, reply) => {
    const invoice = await findInvoiceForOrg(req.params.id, req.user.orgId);
    if (!invoice) return reply.code(404).send({ error: 'invoice_not_found' });
    return invoice;
  });

  app.get<{ Params: { id: string } }>('/api/invoices/:id/pdf', async (req, reply) => {
    // Another organisation's invoice answers exactly like a missing one: no existence leak.
    const invoice = await findInvoiceForOrg(req.params.id, req.user.orgId);
    if (!invoice) return reply.code(404).send({ error: 'invoice_not_found' });
    const pdf = await renderInvoicePdf(invoice);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
      .send(pdf);
  });
}
