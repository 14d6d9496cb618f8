/** Who may do what with a listing: its owner, staff (moderators and admins), or nobody. */
import { ErrorCode } from '../../contracts/error-codes.js';
import { UserType } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { ListingFamilyDefinition } from './listing-family.js';
import type { ListingActor } from './listing-status.js';
import type { ListingEntity } from './listing.entity.js';

const MODERATOR_ROLES = new Set(['admin', 'moderator']);

export const LEGAL_ENTITY_ONLY_MESSAGE =
  'Doar conturile de persoană juridică pot promova servicii. Completează profilul cu datele firmei pentru a adăuga un serviciu.';

export function isModerator(user: AuthUser | undefined): boolean {
  return Boolean(user && MODERATOR_ROLES.has(user.role));
}

/** Whether the viewer sees the listing in any state: its owner and staff. */
export function canManage(listing: ListingEntity, viewer?: AuthUser): boolean {
  return Boolean(viewer && (viewer.id === listing.ownerId || isModerator(viewer)));
}

/** The actor a change of the listing is made as: staff, its owner, or refused. */
export function actorFor(listing: ListingEntity, user: AuthUser): ListingActor {
  if (isModerator(user)) return 'staff';
  if (listing.ownerId === user.id) return 'owner';
  throw AppException.forbidden('Doar proprietarul anunțului poate face această acțiune.');
}

/** Whether the user may create a listing of the family: a verified email, and the account type some families ask for. */
export function assertMayCreate(family: ListingFamilyDefinition, user: AuthUser, actor: ListingActor): void {
  if (actor === 'staff') return;
  if (family.createdBy === 'staff') throw AppException.forbidden('Doar echipa poate publica acest tip de anunț.');
  if (!user.emailVerified) {
    throw new AppException(ErrorCode.LISTING_EMAIL_NOT_VERIFIED, 'Confirmă adresa de email înainte de a publica un anunț.');
  }
  if (family.createdBy === 'legal-entity' && user.userType !== UserType.PersoanaJuridica) {
    throw new AppException(ErrorCode.LISTING_LEGAL_ENTITY_ONLY, LEGAL_ENTITY_ONLY_MESSAGE);
  }
}
