/** The listing's owner as the staff API sends it (`owner` of GET /api/admin/listings, /moderation and /{id}). */
export interface ListingOwnerRecord {
  id?: string;
  fullName?: string;
  email?: string;
  userType?: number;
  userTypeName?: string;
}

export interface OwnerLabel {
  name: string | null;
  email: string | null;
  /** "Persoană fizică" / "Persoană juridică" (null when unknown). */
  accountType: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Who owns the listing: the account (`owner`) the staff API gives with every listing. An answer
 * without it (an older server) falls back to the listing's contact details.
 */
export function ownerOf(record: Record<string, unknown>): OwnerLabel {
  const owner = record.owner as ListingOwnerRecord | null | undefined;
  if (owner && typeof owner === 'object') {
    return { name: text(owner.fullName), email: text(owner.email), accountType: text(owner.userTypeName) };
  }
  return { name: text(record.ownerName) ?? text(record.contactName), email: text(record.ownerEmail) ?? text(record.contactEmail), accountType: null };
}
