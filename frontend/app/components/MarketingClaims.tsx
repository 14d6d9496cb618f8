import { site } from '~/lib/site';

/**
 * The spec's marketing claims (clients in 2024, five-star reviews and, unless `community` is false,
 * community size); `label` names the list for screen readers (null: under a heading that names it).
 */
export function MarketingClaims({
  className = 'claims',
  community = true,
  label = 'Rezultatele noastre',
}: {
  className?: string;
  community?: boolean;
  label?: string | null;
}) {
  return (
    <ul className={className} aria-label={label ?? undefined}>
      <li>
        <strong>peste {site.clients2024}</strong> de clienți în 2024
      </li>
      <li>
        <strong>peste {site.fiveStarReviews}</strong> de recenzii de 5 stele
      </li>
      {community ? (
        <li>
          <strong>peste {site.communityMembers}</strong> de membri în comunitate
        </li>
      ) : null}
    </ul>
  );
}
