import { Link } from 'react-router';
import { formatDate } from '../listings/format';
import { PriceLines } from './PriceLines';

interface OrderSummaryProps {
  product: { name: string; description: string; netEur: number; vatEur: number; totalEur: number; promotionDays: number | null };
  vatPercent: number;
  listing: { title: string; familyLabel: string; path: string; promotedUntil: string | null } | null;
}

/** What is being ordered, beside the billing form: the product, the listing it promotes, and the price. */
export function OrderSummary({ product, vatPercent, listing }: OrderSummaryProps) {
  return (
    <aside className="panel order-summary" aria-labelledby="sumar-comanda" data-testid="order-summary">
      <h2 className="order-summary__title" id="sumar-comanda">
        Comanda ta
      </h2>
      <p className="order-summary__product">{product.name}</p>
      <p className="muted-text">{product.description}</p>
      {listing ? (
        <div className="order-summary__listing">
          <p className="order-summary__label">Anunțul promovat</p>
          <p>
            <Link to={listing.path} className="link">
              {listing.title}
            </Link>{' '}
            <span className="muted-text">({listing.familyLabel})</span>
          </p>
          {listing.promotedUntil ? (
            <p className="muted-text">Anunțul este deja promovat până la {formatDate(listing.promotedUntil)}.</p>
          ) : null}
        </div>
      ) : null}
      <PriceLines netEur={product.netEur} vatEur={product.vatEur} totalEur={product.totalEur} vatPercent={vatPercent} totalLabel="Total de plată" />
    </aside>
  );
}
