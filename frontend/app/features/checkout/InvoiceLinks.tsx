/**
 * The fiscal documents of an order on its page: the invoice and any credit notes (storno), each as
 * PDF and as RO e-Factura XML, downloaded from the API with the buyer's session; a document that has
 * not passed the official e-Factura rules yet is said to be in preparation instead. Shown only when the
 * order carries them.
 */
import type { InvoiceView } from '@contracts/invoices';
import type { OrderView } from '@contracts/orders';
import { formatDate } from '../listings/format';
import { formatCents } from '@contracts/format-money';

function DocumentRow({ document, label }: { document: InvoiceView; label: string }) {
  return (
    <li className="order-documents__item" data-testid={document.kind === 'invoice' ? 'order-invoice' : 'order-credit-note'}>
      <span>
        {label} <strong>{document.number}</strong> din {formatDate(document.issuedAt)}, {formatCents(document.totalCents)}
      </span>{' '}
      {document.ready === false ? (
        // Not passed the official e-Factura rules yet: nothing to download (the API answers 404 meanwhile).
        <span className="muted-text" data-testid="invoice-preparing">
          Factura este în pregătire și va fi disponibilă în curând.
        </span>
      ) : (
        <>
          <a href={document.pdfUrl} className="link" download>
            Descarcă PDF
          </a>{' '}
          <a href={document.xmlUrl} className="link" download>
            XML e-Factura
          </a>
        </>
      )}
    </li>
  );
}

export function InvoiceLinks({ order }: { order: OrderView }) {
  const { invoice } = order;
  const notes = order.creditNotes ?? [];
  if (!invoice && !notes.length) return null;
  return (
    <section className="panel order-panel order-documents" aria-labelledby="comanda-documente">
      <h2 className="section__title" id="comanda-documente">
        Facturi
      </h2>
      <ul className="order-documents__list">
        {invoice ? <DocumentRow document={invoice} label="Factura" /> : null}
        {notes.map((note) => (
          <DocumentRow key={note.id} document={note} label="Factura storno" />
        ))}
      </ul>
    </section>
  );
}
