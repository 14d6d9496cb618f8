import { randomUUID } from 'node:crypto';
import type { InvoiceDocument } from '../../../src/contracts/invoices.js';
import { EfacturaService } from '../../../src/modules/efactura/efactura.service.js';
import type { Member } from '../../support/members.js';
import type { TestApp } from '../../support/test-app.js';

let sequence = 0;

/**
 * An order of `buyer` (placed through the checkout API) and an issued invoice of it as the invoices
 * module stores one (through SQL), then handed to e-Factura in the issuing transaction as the
 * invoices module does: answers the invoice id. `issuedAt`: issued then instead of now.
 */
export async function issueInvoice(
  t: TestApp,
  buyer: Member,
  document: InvoiceDocument,
  options: { withoutJob?: boolean; issuedAt?: Date } = {},
): Promise<string> {
  const { body: order } = await t.http
    .post('/api/checkout/raportEvaluare')
    .set(...buyer.auth)
    .send({
      companyName: 'Brutăria Țărănească SRL',
      billing: {
        type: 'person',
        name: 'Ioana Pop',
        address: 'Bd. Unirii nr. 10',
        city: 'Sector 3',
        county: 41,
        email: `ioana.${randomUUID().slice(0, 8)}@example.ro`,
      },
    })
    .expect(201);
  sequence += 1;
  const number = `RAF-2026-${String(sequence).padStart(6, '0')}`;
  const id = randomUUID();
  await t.dataSource.transaction(async (manager) => {
    await manager.query(
      `INSERT INTO invoices (id, kind, series, year, sequence, number, order_id, user_id, issued_at, document, total_cents, pdf_key)
       VALUES ($1, 'invoice', 'RAF', 2026, $2, $3, $4, $5, COALESCE($9, now()), $6, $7, $8)`,
      [id, sequence, number, order.id, buyer.id, JSON.stringify({ ...document, number }), document.totalCents, `invoices/${id}.pdf`, options.issuedAt ?? null],
    );
    // `withoutJob`: queued, but the upload job is left for the test to run.
    if (options.withoutJob) await manager.query(`UPDATE invoices SET efactura_status = 'queued' WHERE id = $1`, [id]);
    else await t.app.get(EfacturaService).queue(manager, id);
  });
  return id;
}

export async function efacturaState(t: TestApp, invoiceId: string) {
  const [row] = await t.dataSource.query(
    `SELECT efactura_status AS status, efactura_message AS message, efactura_upload_id AS "uploadId", efactura_download_id AS "downloadId", efactura_attempt AS attempt
       FROM invoices WHERE id = $1`,
    [invoiceId],
  );
  return row as { status: string; message: string | null; uploadId: string | null; downloadId: string | null; attempt: number };
}
