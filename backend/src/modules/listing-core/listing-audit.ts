import type { AuditAction } from '../../contracts/admin.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { ListingEntity } from './listing.entity.js';

/** A staff action on a listing, to be written to the audit log with the change. */
export interface StaffAudit {
  action: AuditAction;
  staff: AuthUser;
}

/**
 * What the audit log keeps of a listing before and after a staff action: its moderation state and
 * the short facts a staff edit may change (not the description or the family's details).
 */
export function listingAuditSnapshot(listing: ListingEntity): Record<string, unknown> {
  return {
    status: listing.status,
    title: listing.title,
    price: listing.price,
    currency: listing.currency,
    county: listing.countyId,
    city: listing.city,
    moderationNote: listing.moderationNote,
    pendingRevision: listing.pendingRevision,
    publishedAt: listing.publishedAt?.toISOString() ?? null,
    expiresAt: listing.expiresAt?.toISOString() ?? null,
    promotedUntil: listing.promotedUntil?.toISOString() ?? null,
  };
}
