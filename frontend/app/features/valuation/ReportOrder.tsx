/**
 * The paid report's order on the valuation page: the first step of the order (the company to value,
 * prefilled from the instant estimate, whose id goes along as a hidden field) beside the report's
 * price. Its own module so the page loads this code only when the visitor gets near it.
 */
import { PriceLines } from '~/features/checkout/PriceLines';
import { ValuationForm } from '~/features/checkout/ValuationForm';
import type { PricedProduct } from '~/features/checkout/checkout.server';
import { paymentWays } from '~/features/checkout/payment-ways';
import type { ValuationActionData } from '~/features/checkout/valuation.server';
import { formatEurRange } from './estimate-format';

export interface ReportOrderProps {
  product: PricedProduct | null;
  vatPercent: number;
  cardOffered: boolean;
  signedIn: boolean;
  /** The estimate the order follows: its id, range and company. */
  estimate: { id: string; low: number; high: number; companyName: string | null; cui: string | null } | null;
  /** The order form's last answer (errors). */
  actionData?: ValuationActionData;
}

export function ReportOrder({ product, vatPercent, cardOffered, signedIn, estimate, actionData }: ReportOrderProps) {
  return (
    <div className="checkout-layout">
      <div className="panel checkout-layout__form">
        {estimate ? (
          <p className="muted-text" data-testid="order-estimate">
            Comanda pornește de la estimarea ta ({formatEurRange(estimate.low, estimate.high)}).
          </p>
        ) : null}
        <ValuationForm
          key={estimate?.id ?? 'none'}
          actionData={actionData}
          signedIn={signedIn}
          cardOffered={cardOffered}
          defaults={estimate ? { companyName: estimate.companyName ?? '', companyCui: estimate.cui ?? '' } : undefined}
          estimateId={estimate?.id}
        />
      </div>
      {product ? (
        <aside className="panel order-summary" aria-labelledby="pret-raport" data-testid="valuation-price">
          <h3 className="order-summary__title" id="pret-raport">
            {product.name}
          </h3>
          <ul className="package-features">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <PriceLines netEur={product.netEur} vatEur={product.vatEur} totalEur={product.totalEur} vatPercent={vatPercent} />
          <p className="muted-text">Plata se face {paymentWays(cardOffered)}, după comandă.</p>
        </aside>
      ) : (
        <div className="form-message form-message--info" role="status">
          Prețul raportului nu poate fi afișat acum; îl vezi în pasul următor, înainte de a trimite comanda.
        </div>
      )}
    </div>
  );
}
