/**
 * The card of a listing of any family, used by family pages, the home page, favourites and the
 * related/featured sections of detail pages. Each family only changes the one line under the
 * title (`cardLine`), so the cards look alike across the site.
 */
import { Link } from 'react-router';
import { familyOfType, listingPath } from './families';
import { formatDate, formatPrice, formatRange } from './format';
import type { AnyListing } from './listing-api';

/** The fields a card shows: loaders send only these to the page (lists carry many more). */
const CARD_FIELDS = [
  'id', 'type', 'slug', 'title', 'excerpt', 'photo', 'thumbnail', 'price', 'currency', 'city', 'countyName', 'domainName', 'categoryName',
  'category', 'promoted', 'publishedAt', 'createdAt', 'deadline', 'callStatusName', 'ticketMin', 'ticketMax', 'confidential',
] as const;

export type CardListing = Pick<AnyListing, Extract<(typeof CARD_FIELDS)[number], keyof AnyListing>> & Record<string, unknown>;

export function toCard(listing: AnyListing): CardListing {
  const card: Record<string, unknown> = {};
  for (const field of CARD_FIELDS) if (field in listing) card[field] = (listing as Record<string, unknown>)[field];
  return card as CardListing;
}

/** The family-specific line of a card: price, ticket, deadline or date. */
function cardLine(listing: CardListing): string {
  const family = familyOfType(listing.type);
  const details = listing;
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

function place(listing: CardListing): string {
  return [listing.city, listing.countyName].filter(Boolean).join(', ');
}

interface ListingCardProps {
  listing: CardListing;
  /** The first cards of a page load their picture at once (they are the page's largest paint). */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function ListingCard({ listing, priority = false, headingLevel = 3 }: ListingCardProps) {
  const to = listingPath(listing);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A confidential listing says so first (its card shows only the teaser: no locality, no company name).
  const meta = [listing.confidential && 'Confidențial', place(listing), listing.domainName ?? listing.categoryName].filter(Boolean).join(' · ');
  return (
    <article className={`listing-card${listing.promoted ? ' listing-card--promoted' : ''}`} data-testid="listing-card">
      <Link to={to} className="listing-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={listing.thumbnail || listing.photo}
          alt=""
          width={480}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? undefined : "async"}
        />
      </Link>
      {listing.promoted ? <span className="listing-card__badge">Promovat</span> : null}
      <div className="listing-card__body">
        {meta ? <p className="listing-card__meta">{meta}</p> : null}
        <Heading className="listing-card__title">
          <Link to={to}>{listing.title}</Link>
        </Heading>
        {listing.excerpt ? <p className="listing-card__excerpt">{listing.excerpt}</p> : null}
        <p className="listing-card__line">{cardLine(listing)}</p>
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
