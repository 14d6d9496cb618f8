/**
 * The card of a listing of any family, used by family pages, the home page, favourites and the
 * related/featured sections of detail pages. Each family only changes the one line under the
 * title (`cardLine`), so the cards look alike across the site.
 */
import { Link } from 'react-router';
import { familyOfType, listingPath } from './families';
import { formatDate, formatPrice, formatRange } from './format';
import type { AnyListing } from './listing-api';

/**
 * What a card shows, worked out on the server (`toCard`, called by loaders): the page only lays it
 * out, so the formatting rules stay out of the JavaScript every page loads, and only these few
 * fields reach the page (lists carry many more).
 */
export interface CardListing {
  id: string;
  title: string;
  excerpt: string;
  /** The thumbnail, else the cover. */
  image: string;
  promoted: boolean;
  path: string;
  /** The line above the title: „Confidențial” for a confidential listing, place, domain or category. */
  meta: string;
  /** The family-specific line: price, ticket, deadline or date. */
  line: string;
}

/** The family-specific line of a card: price, ticket, deadline or date. */
function cardLine(listing: AnyListing): string {
  const family = familyOfType(listing.type);
  const details = listing as Record<string, unknown>;
  switch (family.key) {
    case 'fund': {
      const deadline = formatDate(details.deadline as string | null);
      const status = (details.callStatusName as string | null) ?? '';
      return deadline ? `${status} · termen ${deadline}` : status;
    }
    case 'news':
      return formatDate(listing.publishedAt ?? listing.createdAt);
    case 'investor':
      return formatRange(details.ticketMin as number | null, details.ticketMax as number | null, listing.currency) ?? 'Sumă de investit la cerere';
    default:
      return formatPrice(listing.price, listing.currency);
  }
}

export function toCard(listing: AnyListing): CardListing {
  // A confidential listing says so first (its card shows only the teaser: no locality, no company name).
  const place = [listing.city, listing.countyName].filter(Boolean).join(', ');
  return {
    id: listing.id,
    title: listing.title,
    excerpt: listing.excerpt,
    image: listing.thumbnail || listing.photo,
    promoted: Boolean(listing.promoted),
    path: listingPath(listing),
    meta: [listing.confidential ? 'Confidențial' : null, place, listing.domainName ?? listing.categoryName].filter(Boolean).join(' · '),
    line: cardLine(listing),
  };
}

interface ListingCardProps {
  listing: CardListing;
  /** The first cards of a page load their picture at once (they are the page's largest paint). */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function ListingCard({ listing, priority = false, headingLevel = 3 }: ListingCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`listing-card${listing.promoted ? ' listing-card--promoted' : ''}`} data-testid="listing-card">
      <Link to={listing.path} className="listing-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={listing.image}
          alt=""
          width={480}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? undefined : 'async'}
        />
      </Link>
      {listing.promoted ? <span className="listing-card__badge">Promovat</span> : null}
      <div className="listing-card__body">
        {listing.meta ? <p className="listing-card__meta">{listing.meta}</p> : null}
        <Heading className="listing-card__title">
          <Link to={listing.path}>{listing.title}</Link>
        </Heading>
        {listing.excerpt ? <p className="listing-card__excerpt">{listing.excerpt}</p> : null}
        <p className="listing-card__line">{listing.line}</p>
      </div>
    </article>
  );
}

interface ListingGridProps {
  listings: readonly CardListing[];
  headingLevel?: 2 | 3;
  /** How many of the first cards load their picture eagerly. */
  priorityCount?: number;
  label?: string;
}

export function ListingGrid({ listings, headingLevel = 3, priorityCount = 0, label }: ListingGridProps) {
  return (
    <ul className="listing-grid" aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
