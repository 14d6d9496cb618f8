import { useId, type ReactNode } from 'react';

interface PackageCardProps {
  name: string;
  description: string;
  features: readonly string[];
  /** Shown under the name instead of price lines ("Gratuit"). */
  priceLabel?: string;
  productId?: string;
  /** Price lines and the card's action. */
  children?: ReactNode;
}

/** One package on the packages page: name, what it is, what it includes, its price and action. */
export function PackageCard({ name, description, features, priceLabel, productId, children }: PackageCardProps) {
  const titleId = useId();
  return (
    <li className="card card--package package-card" aria-labelledby={titleId} data-product-id={productId ?? 'standard'}>
      <h2 className="card__title" id={titleId}>
        {name}
      </h2>
      {priceLabel ? <p className="package-card__price">{priceLabel}</p> : null}
      <p className="card__text">{description}</p>
      <ul className="package-features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {children ? <div className="package-card__footer">{children}</div> : null}
    </li>
  );
}
