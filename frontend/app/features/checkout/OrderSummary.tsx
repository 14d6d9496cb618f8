import { Link } from 'react-router';
import { OUTSIDE_ROMANIAN_VAT, priceOf, REVERSE_CHARGE } from '@contracts/orders';
import { formatDate } from '../listings/format';
import { formatMoney } from '@contracts/format-money';
import { PriceLines } from './PriceLines';

interface OrderSummaryProps {
  product: { name: string; description: string; netEur: number; vatEur: number; totalEur: number; promotionDays: number | null };
  vatPercent: number;
  listing: { title: string; familyLabel: string; path: string; promotedUntil: string | null } | null;
}

/**
 * What is being ordered, beside the billing form: the product, the listing it promotes, and the price
 * (with Romanian VAT), then the price for buyers abroad whom the VAT rules treat otherwise, computed by
 * the same rule the order and its invoice follow (the order page shows the price of the data given).
 */
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
          {listing.promotedUntil ? <p className="muted-text">Anunțul este deja promovat până la {formatDate(listing.promotedUntil)}.</p> : null}
        </div>
      ) : null}
      <PriceLines netEur={product.netEur} vatEur={product.vatEur} totalEur={product.totalEur} vatPercent={vatPercent} totalLabel="Total de plată" />
      <p className="muted-text" data-testid="price-abroad">
        Firmele din alte state ale Uniunii Europene, cu cod de TVA, plătesc {formatMoney(priceOf(product.netEur, REVERSE_CHARGE).totalEur)} (
        {REVERSE_CHARGE.mention?.toLowerCase()}
        ). Cumpărătorii din afara Uniunii plătesc {formatMoney(priceOf(product.netEur, OUTSIDE_ROMANIAN_VAT).totalEur)} (
        {OUTSIDE_ROMANIAN_VAT.mention?.toLowerCase()}). Persoanele fizice din Uniune plătesc prețul cu TVA.
      </p>
    </aside>
  );
}
