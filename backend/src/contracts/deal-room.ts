/**
 * The deal room: confidential listings (company and investment families), access requests with the
 * site's NDA, private documents and the owner's view of who opened them.
 *
 * Routes:
 * - `GET /api/nda` → NdaText (the current version of the site's standard NDA; public)
 * - `POST /api/listings/{id}/access-requests` AccessRequestBody → AccessRequest (signed-in buyer; 400 with
 *   field messages for bad input, 409 when a request of this buyer is already pending or approved)
 * - `GET /api/listings/{id}/access-requests` → AccessRequest[] (the listing's owner; 404 for anyone else)
 * - `GET /api/access-requests/mine` → AccessRequest[] (the buyer's own requests)
 * - `GET /api/access-requests/owned` → OwnedDealRoom[] (every confidential listing of the signed-in owner, not
 *   archived, newest first, each with its requests and its latest 500 document openings; three queries whatever their number)
 * - `POST /api/access-requests/{id}/approve|reject|revoke` → AccessRequest (the listing's owner)
 * - `PUT /api/listings/{id}/access-settings` AccessSettings → AccessSettings (the listing's owner)
 * - `GET /api/listings/{id}/private` → PrivateListing (owner, staff, approved buyers; 403 for anyone else
 *   signed in, 401 without a session)
 * - `GET /api/listings/{id}/documents/{key}` → the file (owner, staff, approved buyers); every opening is logged
 * - `GET /api/listings/{id}/document-openings` → DocumentOpening[] (the listing's owner and staff)
 */
import type { ListingType } from './listing-type.js';
import type { ListingDocument, ListingView } from './listings.js';

/** The families a listing may be confidential in. */
export const CONFIDENTIAL_FAMILIES: readonly ListingType[] = [1, 6];

export const ACCESS_REQUEST_STATUSES = [
  { id: 'pending', name: 'În așteptare' },
  { id: 'approved', name: 'Aprobată' },
  { id: 'rejected', name: 'Respinsă' },
  { id: 'revoked', name: 'Acces retras' },
] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number]['id'];

/**
 * What the owner of a confidential listing writes beside the usual fields (publishing and editing):
 * `teaser` is the public description, `companyName` the legal name shown only to approved buyers,
 * `publicFigures` the figure fields of the family the owner shows in the teaser (company: yearlyTurnover,
 * yearlyProfit, employees, yearFounded; investment: equityOfferedPercent, expectedReturn).
 * On a gallery image, `private: true` keeps the picture for approved buyers.
 */
export interface ConfidentialFields {
  confidential: boolean;
  teaser: string | null;
  companyName: string | null;
  publicFigures: string[];
}

/**
 * What a create/edit body of a company or investment listing may add (`POST /api/company`, `PUT
 * /api/company/update/{id}`, ...): the confidential fields, plus `privateGallery`, the keys of the
 * gallery pictures kept for approved buyers (a subset of `gallery`). A confidential listing needs a
 * teaser (30–3000 characters) and the company name; the title must not contain the company name.
 */
export interface ConfidentialInput {
  confidential?: boolean;
  teaser?: string | null;
  companyName?: string | null;
  publicFigures?: string[];
  privateGallery?: string[];
}

/** The figure fields an owner may show in the teaser, per family. */
export const CONFIDENTIAL_FIGURES: Partial<Record<ListingType, readonly string[]>> = {
  1: ['yearlyTurnover', 'yearlyProfit', 'employees', 'yearFounded'],
  6: ['equityOfferedPercent', 'expectedReturn'],
};

/** `POST /api/listings/{id}/access-requests`. */
export interface AccessRequestBody {
  /** What the buyer tells the owner (1–2000 characters, plain text). */
  message: string;
  /** Must be true: the buyer accepts the current NDA. */
  acceptNda: boolean;
}

export interface NdaText {
  version: string;
  title: string;
  /** Plain-text paragraphs. */
  paragraphs: string[];
  /** When this version took effect (ISO date). */
  effectiveFrom: string;
}

export interface AccessRequestParty {
  id: string;
  fullName: string;
  /** The buyer's email: for the owner once the request is approved. */
  email?: string | null;
  /** Confirmed email and a company CUI on the account. */
  verified: boolean;
}

export interface AccessRequest {
  id: string;
  listingId: string;
  listingType: ListingType;
  listingSlug: string;
  listingTitle: string;
  status: AccessRequestStatus;
  statusName: string;
  message: string;
  buyer: AccessRequestParty;
  ndaVersion: string;
  ndaAcceptedAt: string;
  /** True when the request was approved automatically (verified buyer, owner's setting). */
  autoApproved: boolean;
  decidedAt: string | null;
  createdAt: string;
}

export interface AccessSettings {
  /** Approve at once the requests of verified buyers. */
  autoApproveVerified: boolean;
}

/** The full listing of a confidential listing with its documents, for the owner, staff and approved buyers. */
export type PrivateListing = ListingView<Record<string, unknown>> & ConfidentialFields & { documents: ListingDocument[] };

export interface DocumentOpening {
  documentKey: string;
  documentName: string;
  user: { id: string; fullName: string };
  openedAt: string;
}

/** One confidential listing of the owner with its access requests and document openings (`cont/cereri-acces`). */
export interface OwnedDealRoom {
  listingId: string;
  listingType: ListingType;
  listingSlug: string;
  listingCategory: string | null;
  listingTitle: string;
  autoApproveVerified: boolean;
  requests: AccessRequest[];
  openings: DocumentOpening[];
}
