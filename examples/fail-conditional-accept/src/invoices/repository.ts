import { db } from '../db.js';
import type { Invoice } from './types.js';

/** Loads an invoice only when it belongs to the caller's organisation. */
export async function findInvoiceForOrg(id: string, orgId: string): Promise<Invoice | undefined> {
  const row = await db.invoice.findFirst({
    where: { id, orgId },
    include: { lines: true, seller: true, buyer: true },
  });
  return row ?? undefined;
}
