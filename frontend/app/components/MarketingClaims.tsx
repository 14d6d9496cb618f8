import { site } from '~/lib/site';

/** The spec's marketing claims (clients in 2024, five-star reviews, community size). */
export function MarketingClaims({ className = 'claims' }: { className?: string }) {
  return (
    <ul className={className} aria-label="Rezultatele noastre">
      <li>
        <strong>peste {site.clients2024}</strong> de clienți în 2024
      </li>
      <li>
        <strong>peste {site.fiveStarReviews}</strong> de recenzii de 5 stele
      </li>
      <li>
        <strong>peste {site.communityMembers}</strong> de membri în comunitate
      </li>
    </ul>
  );
}
