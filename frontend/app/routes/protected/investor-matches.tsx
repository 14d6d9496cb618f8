/** `cont/investitori-potriviti/:listingId`: the investor profiles that match one of the owner's listings. */
import { Link } from 'react-router';
import type { Route } from './+types/investor-matches';
import { PageHeader, Section } from '~/components/PageLayout';
import { countLabel } from '~/features/listings/format';
import { ListingGrid } from '~/features/listings/ListingCard';
import { loadInvestorMatches } from '~/features/saved-searches/investor-matches.server';
import { savedSearchPaths } from '~/features/saved-searches/paths';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadInvestorMatches(args);

export const meta = () => pageMeta('Investitori potriviți', 'Profilurile de investitor potrivite anunțului tău.', { noindex: true });

export default function InvestorMatches({ loaderData }: Route.ComponentProps) {
  const { listing, investors, pagination, page } = loaderData;
  const total = pagination?.total ?? investors.length;
  const pageHref = (next: number) => `${savedSearchPaths.investorMatches(listing.id)}${next > 1 ? `?page=${next}` : ''}`;
  return (
    <>
      <PageHeader
        eyebrow="Anunțurile mele"
        title="Investitori potriviți"
        lead={
          listing.title
            ? `Profilurile de investitor ale căror interese, buget și județe se potrivesc anunțului „${listing.title}”.`
            : 'Profilurile de investitor ale căror interese, buget și județe se potrivesc anunțului tău.'
        }
      />
      <Section>
        <p className="listing-results__count" data-testid="investor-match-count">
          {total ? countLabel(total, 'investitor potrivit', 'investitori potriviți') : 'Niciun investitor potrivit deocamdată'}
        </p>
        {investors.length ? (
          <ListingGrid listings={investors} label="Investitori potriviți" />
        ) : (
          <p>Când un investitor își publică un profil potrivit anunțului tău, îl vezi aici. Scrie-i din pagina profilului său.</p>
        )}
        <div className="cta-row">
          {pagination?.prevPage ? (
            <Link to={pageHref(pagination.prevPage)} className="button button--ghost">
              Pagina anterioară
            </Link>
          ) : null}
          {pagination?.nextPage ? (
            <Link to={pageHref(pagination.nextPage)} className="button button--ghost">
              Pagina următoare
            </Link>
          ) : null}
          <Link to={paths.myListings()} className="button button--ghost">
            Înapoi la anunțurile mele
          </Link>
        </div>
        {page > 1 && !investors.length ? <p className="muted-text">Nu mai sunt investitori pe această pagină.</p> : null}
      </Section>
    </>
  );
}
