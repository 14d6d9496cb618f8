import { Link } from 'react-router';
import { paths } from '~/lib/paths';
import { formatDate } from '../listings/format';
import { formatEur, ORDER_BADGE } from './format';
import type { MyOrder } from './my-orders.server';

/** "Comenzile mele" on the account page: number (link to the order), product, state, total, date, the invoice and credit notes (PDF). */
export function MyOrders({ orders }: { orders: MyOrder[] | null }) {
  if (orders === null) return <p className="muted-text">Comenzile tale nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>;
  if (!orders.length) {
    return (
      <p className="muted-text" data-testid="orders-empty">
        Nu ai nicio comandă.{' '}
        <Link to={paths.payment()} className="link">
          Vezi pachetele de promovare
        </Link>{' '}
        sau{' '}
        <Link to={paths.valuationOrder()} className="link">
          comandă un raport de evaluare
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="my-orders" aria-label="Comenzile tale">
      {orders.map((order) => (
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
              <dd>{formatEur(order.totalEur)}</dd>
            </div>
            <div>
              <dt>Data</dt>
              <dd>{formatDate(order.createdAt)}</dd>
            </div>
          </dl>
          {order.documents.length ? (
            <p className="my-order__documents" data-testid="order-documents">
              {order.documents.map((document, index) => (
                <span key={document.id}>
                  {index ? ' · ' : null}
                  <a href={document.pdfUrl} className="link" download>
                    {document.kind === 'invoice' ? 'Factura' : 'Factura storno'} {document.number} (PDF)
                  </a>
                </span>
              ))}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
