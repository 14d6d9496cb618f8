import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/my-listings';
import { FormMessage } from '~/components/Field';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { familyLabel, hasStats, STATUS_TABS, type StatusTab } from '~/features/account/my-listings';
import { FAMILIES, type FamilyKey } from '~/features/listings/families';
import { loadMyListings, myListingsAction } from '~/features/account/my-listings.server';
import { MyListingRow } from '~/features/account/MyListingRow';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadMyListings(args);
export const action = (args: Route.ActionArgs) => myListingsAction(args);

export const meta = () => [...pageMeta('Anunțurile mele', 'Anunțurile tale publicate pe RoAfaceri.'), { name: 'robots', content: 'noindex' }];

/** The list URL of a tab, a family and a page ("toate", every family and page 1 are the bare page). */
function listHref(query: { stare?: StatusTab; tip?: FamilyKey | null; pagina?: number; retrage?: string; statistici?: string }): string {
  const search = new URLSearchParams();
  if (query.stare && query.stare !== 'toate') search.set('stare', query.stare);
  if (query.tip) search.set('tip', query.tip);
  if (query.pagina && query.pagina > 1) search.set('pagina', String(query.pagina));
  if (query.retrage) search.set('retrage', query.retrage);
  if (query.statistici) search.set('statistici', query.statistici);
  const text = search.toString();
  return text ? `${paths.myListings()}?${text}` : paths.myListings();
}

export default function MyListings({ loaderData, actionData }: Route.ComponentProps) {
  const { shown, tab, family, counts, page, totalPages, flash, confirmWithdraw, now: nowText, stats } = loaderData;
  const now = new Date(nowText);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const here = { stare: tab, tip: family, pagina: page };
  const listPath = listHref(here);
  const rowResult = actionData && shown.some((listing) => listing.id === actionData.listingId) ? actionData : undefined;
  const pageResult = actionData && !rowResult ? actionData : undefined;
  const withdrawHref = (id: string) => `${listHref({ ...here, retrage: id })}#anunt-${id}`;
  // The figures of one listing at a time (`?statistici=<id>`), drawn on the server; the same link hides them.
  const statsHref = (id: string) => `${listHref({ ...here, statistici: stats?.listingId === id ? undefined : id })}#anunt-${id}`;
  // Nothing at all only when no family is chosen: a chosen family without listings still shows the filters.
  const none = counts.toate === 0 && family === null;

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

        {none ? (
          <div className="empty-state" data-testid="my-listings-empty">
            <h2 className="section__title">Nu ai încă niciun anunț</h2>
            <p>
              Publică o afacere de vânzare, un serviciu, un profil de investitor sau un proiect care caută parteneri. Îl verificăm și îl publicăm în cel mai
              scurt timp.
            </p>
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
                    <Link to={listHref({ stare: item.slug, tip: family })} className="pill-nav__link" aria-current={item.slug === tab ? 'page' : undefined}>
                      {item.label} <span className="pill-nav__count">({counts[item.slug]})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {/* A plain GET form: it filters the same way before the page's code has loaded. */}
            <Form method="get" action={paths.myListings()} className="my-listings__filters" aria-label="Filtrează anunțurile">
              <label className="field__label" htmlFor="my-listings-family">
                Tipul anunțului
              </label>
              <select id="my-listings-family" name="tip" className="field__input" defaultValue={family ?? ''} key={`tip-${family ?? ''}`}>
                <option value="">Toate tipurile</option>
                {Object.values(FAMILIES).map((item) => (
                  <option key={item.key} value={item.key}>
                    {familyLabel(item.type)}
                  </option>
                ))}
              </select>
              <label className="field__label" htmlFor="my-listings-status">
                Starea
              </label>
              <select id="my-listings-status" name="stare" className="field__input" defaultValue={tab} key={`stare-${tab}`}>
                {STATUS_TABS.map((item) => (
                  <option key={item.slug} value={item.slug}>
                    {item.label}
                  </option>
                ))}
              </select>
              <button type="submit" className="button button--ghost">
                Filtrează
              </button>
            </Form>
            {shown.length === 0 ? (
              <div className="empty-state">
                <p>{family ? 'Nu ai anunțuri de acest tip în această stare.' : 'Nu ai anunțuri în această stare.'}</p>
                <Link to={listHref({})} className="link">
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
            {totalPages > 1 ? (
              <nav className="cta-row" aria-label="Paginile anunțurilor tale">
                {page > 1 ? (
                  <Link to={listHref({ ...here, pagina: Math.min(page - 1, totalPages) })} className="button button--ghost" rel="prev">
                    Pagina anterioară
                  </Link>
                ) : null}
                <span className="muted-text" data-testid="my-listings-page">
                  Pagina {page} din {totalPages}
                </span>
                {page < totalPages ? (
                  <Link to={listHref({ ...here, pagina: page + 1 })} className="button button--ghost" rel="next">
                    Pagina următoare
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </>
        )}
      </Section>
    </>
  );
}
