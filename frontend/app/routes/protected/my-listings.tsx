import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-listings';
import { FormMessage } from '~/components/Field';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { hasStats, STATUS_TABS, type StatusTab } from '~/features/account/my-listings';
import { loadMyListings, myListingsAction } from '~/features/account/my-listings.server';
import { MyListingRow } from '~/features/account/MyListingRow';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadMyListings(args);
export const action = (args: Route.ActionArgs) => myListingsAction(args);

export const meta = () => [...pageMeta('Anunțurile mele', 'Anunțurile tale publicate pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

/** The list URL of a tab ("toate" is the bare page). */
function tabPath(tab: StatusTab): string {
  return paths.myListings({ stare: tab === 'toate' ? undefined : tab });
}


export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const { listings, shown, tab, counts, flash, confirmWithdraw, now: nowText, stats } = loaderData;
  const now = new Date(nowText);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const listPath = tabPath(tab);
  const rowResult = actionData && shown.some((listing) => listing.id === actionData.listingId) ? actionData : undefined;
  const pageResult = actionData && !rowResult ? actionData : undefined;
  const stare = tab === 'toate' ? undefined : tab;
  const withdrawHref = (id: string) => `${paths.myListings({ stare, retrage: id })}#anunt-${id}`;
  // The figures of one listing at a time (`?statistici=<id>`), drawn on the server; the same link hides them.
  const statsHref = (id: string) => `${paths.myListings({ stare, statistici: stats?.listingId === id ? undefined : id })}#anunt-${id}`;

  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Anunțurile mele"
        lead="Toate anunțurile tale, cu starea fiecăruia: în așteptarea aprobării, publicate, respinse sau expirate."
      >
        <CtaRow
          actions={[
            { label: 'Adaugă un anunț', to: paths.newListing(), kind: 'accent' },
            { label: 'Pachete de promovare', to: paths.payment(), kind: 'ghost' },
          ]}
        />
      </PageHeader>
      <Section>
        {flash ? (
          <FormMessage kind="success">
            <span data-testid="flash-message">{flash}</span>
          </FormMessage>
        ) : null}
        {pageResult ? <FormMessage kind={pageResult.ok ? 'success' : 'error'}>{pageResult.message}</FormMessage> : null}

        {listings.length === 0 ? (
          <div className="empty-state" data-testid="my-listings-empty">
            <h2 className="section__title">Nu ai încă niciun anunț</h2>
            <p>Publică o afacere de vânzare, un serviciu, un profil de investitor sau un proiect care caută parteneri. Îl verificăm și îl publicăm în cel mai scurt timp.</p>
            <Link to={paths.newListing()} className="button button--primary">
              Adaugă primul anunț
            </Link>
          </div>
        ) : (
          <>
            <nav className="pill-nav" aria-label="Filtrează anunțurile după stare">
              <ul>
                {STATUS_TABS.map((item) => (
                  <li key={item.slug}>
                    <Link to={tabPath(item.slug)} className="pill-nav__link" aria-current={item.slug === tab ? 'page' : undefined}>
                      {item.label} <span className="pill-nav__count">({counts[item.slug]})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {shown.length === 0 ? (
              <div className="empty-state">
                <p>Nu ai anunțuri în această stare.</p>
                <Link to={tabPath('toate')} className="link">
                  Vezi toate anunțurile
                </Link>
              </div>
            ) : (
              <ul className="my-listings" aria-label="Anunțurile tale">
                {shown.map((listing) => (
                  <MyListingRow
                    key={listing.id}
                    listing={listing}
                    now={now}
                    formAction={listPath}
                    withdrawHref={withdrawHref(listing.id)}
                    cancelHref={`${listPath}#anunt-${listing.id}`}
                    confirming={confirmWithdraw?.id === listing.id}
                    busy={busy}
                    result={rowResult?.listingId === listing.id ? rowResult : undefined}
                    statsHref={hasStats(listing) ? statsHref(listing.id) : null}
                    stats={stats?.listingId === listing.id ? stats.data : undefined}
                    investorMatches={loaderData.investorMatches[listing.id]}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </Section>
    </>
  );
}
