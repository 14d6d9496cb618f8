import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { formatDate } from '../listings/format';
import { formatMoney } from '@contracts/format-money';
import { ORDER_BADGE } from './format';
import type { MyOrder } from './my-orders.server';
import { AccountList } from '../account/AccountList';

/** "Comenzile mele" on the account page: number (link to the order), product, state, total, date, the invoice and credit notes (PDF). */
export function MyOrders({ orders }: { orders: MyOrder[] | null }) {
  return (
    <AccountList
      items={orders}
      unavailable="Comenzile tale"
      empty={
        <>
          Nu ai nicio comandă.{' '}
          <Link to={paths.payment()} className="link">
            Vezi pachetele de promovare
          </Link>{' '}
          sau{' '}
          <Link to={paths.valuationOrder()} className="link">
            comandă un raport de evaluare
          </Link>
          .
        </>
      }
      emptyTestId="orders-empty"
      label="Comenzile tale"
    >
      {(order) => (
        <li key={order.id} className="my-order" data-order-id={order.id}>
          <div className="my-order__head">
            <Link to={paths.order(order.id)} className="my-order__number">
              Comanda {order.number}
            </Link>
            <span className={`status-badge status-badge--${ORDER_BADGE[order.status]}`} data-testid="order-status">
              {order.statusName}
            </span>
          </div>
          <p className="my-order__product">
            {order.productName}
            {order.listingTitle ? <span className="muted-text"> · {order.listingTitle}</span> : null}
            {order.companyName ? <span className="muted-text"> · {order.companyName}</span> : null}
          </p>
          <dl className="my-order__facts">
            <div>
              <dt>Total</dt>
              <dd>{formatMoney(order.totalEur)}</dd>
            </div>
            <div>
              <dt>Data</dt>
              <dd>{formatDate(order.createdAt)}</dd>
            </div>
          </dl>
          {order.documents.length ? <OrderDocuments documents={order.documents} /> : null}
        </li>
      )}
    </AccountList>
  );
}

/** An order's invoice and credit notes as PDF links. */
function OrderDocuments({ documents }: { documents: MyOrder['documents'] }) {
  return (
    <p className="my-order__documents" data-testid="order-documents">
      {documents.map((document, index) => (
        <span key={document.id}>
          {index ? ' · ' : null}
          <a href={document.pdfUrl} className="link" download>
            {document.kind === 'invoice' ? 'Factura' : 'Factura storno'} {document.number} (PDF)
          </a>
        </span>
      ))}
    </p>
  );
}
