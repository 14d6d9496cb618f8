/**
 * One listing on the "my listings" page: picture, title, family, state, moderation note, dates and
 * the actions its state allows. Every action works without JavaScript: links, or forms that post
 * to the page's action; withdrawing first asks for confirmation (`?retrage=<id>`).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ListingStats } from '@contracts/listing-stats';
import { ListingStatsChart } from '~/features/listing-stats/ListingStatsChart';
import { dealRoomPaths } from '~/features/deal-room/deal-room-paths';
import { FormMessage } from '~/components/Field';
import { countLabel, formatDate } from '~/features/listings/format';
import { savedSearchPaths } from '~/features/saved-searches/paths';
import { actionsFor, familyLabel, moderationNoticeOf, type MyListing } from './my-listings';
import { StatusBadge } from './StatusBadge';

interface MyListingRowProps {
  listing: MyListing;
  now: Date;
  /** The page URL the forms post to (status tab kept, one-off parameters dropped). */
  formAction: string;
  /** Link that opens the withdrawal confirmation of this listing. */
  withdrawHref: string;
  /** Cancel link of the confirmation. */
  cancelHref: string;
  confirming: boolean;
  busy: boolean;
  /** Result of an action on this listing. */
  result?: { ok: boolean; message: string };
  /** Link that shows (or, when shown, hides) the listing's figures; null for listings never public. */
  statsHref: string | null;
  /** The figures shown (`?statistici=<id>`): undefined when hidden, null when the API did not answer. */
  stats?: ListingStats | null;
  /** Matching investor profiles (public company and investment listings); undefined when not asked or not answered. */
  investorMatches?: number;
}

function Hidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}

export function MyListingRow({
  listing,
  now,
  formAction,
  withdrawHref,
  cancelHref,
  confirming,
  busy,
  result,
  statsHref,
  stats,
  investorMatches,
}: MyListingRowProps) {
  const actions = actionsFor(listing, now);
  const notice = moderationNoticeOf(listing);
  const titleId = `anunt-${listing.id}-titlu`;
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const about = <Hidden> anunțul „{listing.title}”</Hidden>;

  const dates: { label: string; value: string }[] = [
    { label: 'Trimis', value: formatDate(listing.createdAt) },
    { label: 'Publicat', value: formatDate(listing.publishedAt) },
    { label: 'Expiră', value: formatDate(listing.expiresAt) },
    { label: 'Promovat până la', value: listing.promotedUntil && new Date(listing.promotedUntil) > now ? formatDate(listing.promotedUntil) : '' },
  ].filter((item) => item.value);

  return (
    <li className="my-listing" id={`anunt-${listing.id}`} data-listing-id={listing.id} aria-labelledby={titleId}>
      <img className="my-listing__thumb" src={listing.thumbnail} alt="" width={120} height={90} loading="lazy" decoding="async" />
      <div className="my-listing__body">
        <div className="my-listing__head">
          <p className="my-listing__family">{familyLabel(listing.type)}</p>
          <StatusBadge listing={listing} now={now} />
          {listing.promoted ? <span className="status-badge status-badge--promoted">Promovat</span> : null}
        </div>
        <h2 className="my-listing__title" id={titleId}>
          <Link to={actions.view}>{listing.title}</Link>
        </h2>
        {notice ? (
          <div className={`my-listing__note my-listing__note--${notice.kind}`} data-testid="moderation-note">
            <p>{notice.text}</p>
            {notice.reason ? <p className="my-listing__reason">{notice.reason}</p> : null}
          </div>
        ) : null}
        {dates.length ? (
          <dl className="my-listing__dates">
            {dates.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {investorMatches !== undefined ? (
          <p className="my-listing__investors" data-testid="investor-matches">
            {investorMatches ? (
              <Link to={savedSearchPaths.investorMatches(listing.id)} className="link">
                {countLabel(investorMatches, 'investitor potrivit', 'investitori potriviți')}
                {about}
              </Link>
            ) : (
              <span className="muted-text">Niciun investitor potrivit deocamdată</span>
            )}
          </p>
        ) : null}
        {result ? <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}

        {confirming ? (
          <div className="my-listing__confirm" role="group" aria-labelledby={`${titleId}-retragere`}>
            <p id={`${titleId}-retragere`}>Sigur retragi anunțul „{listing.title}”? Nu va mai apărea pe site și nu îl mai poți reactiva.</p>
            <Form method="post" action={formAction} className="my-listing__actions">
              <input type="hidden" name="intent" value="withdraw" />
              <input type="hidden" name="id" value={listing.id} />
              <button type="submit" className="button button--danger" ref={confirmRef} disabled={busy}>
                Da, retrage anunțul
              </button>
              <Link to={cancelHref} className="button button--ghost">
                Renunță
              </Link>
            </Form>
          </div>
        ) : (
          <div className="my-listing__actions">
            <Link to={actions.view} className="button button--ghost button--small">
              Vezi{about}
            </Link>
            {actions.edit ? (
              <Link to={actions.edit} className="button button--ghost button--small">
                Editează{about}
              </Link>
            ) : null}
            {actions.renew ? (
              <Form method="post" action={formAction} className="my-listing__inline-form">
                <input type="hidden" name="intent" value="renew" />
                <input type="hidden" name="id" value={listing.id} />
                <button type="submit" className="button button--primary button--small" disabled={busy}>
                  Reînnoiește{about}
                </button>
              </Form>
            ) : null}
            {statsHref ? (
              <Link to={statsHref} className="button button--ghost button--small" aria-expanded={stats !== undefined} data-testid="stats-link">
                {stats === undefined ? 'Statistici' : 'Ascunde statisticile'}
                {about}
              </Link>
            ) : null}
            {listing.confidential ? (
              <Link
                to={`${dealRoomPaths.accessRequests()}#anunt-${listing.id}`}
                className="button button--ghost button--small"
                data-testid="access-requests-link"
              >
                Cereri de acces{about}
              </Link>
            ) : null}
            {actions.promote ? (
              <Link to={actions.promote} className="button button--accent button--small">
                Promovează{about}
              </Link>
            ) : null}
            {actions.withdraw ? (
              <Link to={withdrawHref} className="button button--danger-outline button--small">
                Retrage{about}
              </Link>
            ) : null}
          </div>
        )}
        {stats !== undefined ? (
          <section className="my-listing__stats" aria-labelledby={`${titleId}-statistici`}>
            <h3 id={`${titleId}-statistici`}>Statistici (ultimele 30 de zile)</h3>
            {stats ? (
              <ListingStatsChart stats={stats} />
            ) : (
              <p className="muted-text">Statisticile nu pot fi afișate acum. Încearcă din nou peste câteva minute.</p>
            )}
            <p className="listing-stats__note">Vizitatorii se numără o dată pe zi; roboții, vizitele tale și ale echipei RoAfaceri nu se numără.</p>
          </section>
        ) : null}
      </div>
    </li>
  );
}
