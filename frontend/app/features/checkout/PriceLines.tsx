import { formatMoney } from '@contracts/format-money';

interface PriceLinesProps {
  netEur: number;
  vatEur: number;
  totalEur: number;
  /** Shown beside "TVA" when known ("TVA 21%"). */
  vatPercent?: number;
  /** Why there is no VAT, beside "TVA" ("taxare inversă", "neimpozabil în România"); replaces the rate. */
  vatNote?: string | null;
  totalLabel?: string;
}

/** Net price, VAT and total of a product or an order, in euro. */
export function PriceLines({ netEur, vatEur, totalEur, vatPercent, vatNote, totalLabel = 'Total' }: PriceLinesProps) {
  return (
    <dl className="price-lines" data-testid="price-lines">
      <div>
        <dt>Preț fără TVA</dt>
        <dd>{formatMoney(netEur)}</dd>
      </div>
      <div>
        <dt>TVA{vatNote ? ` (${vatNote.toLowerCase()})` : vatPercent !== undefined ? ` ${vatPercent}%` : ''}</dt>
        <dd>{formatMoney(vatEur)}</dd>
      </div>
      <div className="price-lines__total">
        <dt>{totalLabel}</dt>
        <dd>{formatMoney(totalEur)}</dd>
      </div>
    </dl>
  );
}
