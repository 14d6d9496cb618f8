/**
 * A titled row of listing cards with a "see all" link (home page sections, a listing's related and
 * featured listings). On phones the row scrolls sideways (styles/phone.css) instead of stacking.
 */
import { Link } from 'react-router';
import { ListingGrid, type CardListing } from './ListingCard';

interface ListingSectionProps {
  title: string;
  eyebrow?: string;
  listings: readonly CardListing[];
  moreLabel: string;
  moreTo: string;
  muted?: boolean;
  priorityCount?: number;
  testId?: string;
}

export function ListingSection({ title, eyebrow, listings, moreLabel, moreTo, muted, priorityCount = 0, testId }: ListingSectionProps) {
  if (!listings.length) return null;
  return (
    <section className={`section listing-section${muted ? ' section--muted' : ''}`} data-testid={testId}>
      <div className="container">
        <div className="listing-section__head">
          <div>
            {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
            <h2 className="section__title">{title}</h2>
          </div>
          <Link to={moreTo} className="link">
            {moreLabel} →
          </Link>
        </div>
        <ListingGrid listings={listings} priorityCount={priorityCount} label={title} />
      </div>
    </section>
  );
}
