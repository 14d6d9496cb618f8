import { displayStatus, displayStatusName, type MyListing } from './my-listings';

/** The state of one of the user's listings, coloured per state (the text says it too). */
export function StatusBadge({ listing, now }: { listing: Pick<MyListing, 'status' | 'statusName' | 'expiresAt'>; now: Date }) {
  return (
    <span className={`status-badge status-badge--${displayStatus(listing, now)}`} data-testid="status-badge">
      {displayStatusName(listing, now)}
    </span>
  );
}
