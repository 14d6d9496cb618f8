/**
 * Paths of the deal room (confidential listings, access requests, private documents), in a module of
 * their own so that the first-load bundle every page ships (lib/paths.ts) does not grow with them.
 * API routes: backend/src/contracts/deal-room.ts.
 */
const id = (value: string) => encodeURIComponent(value);

export const dealRoomPaths = {
  /** The account's page of access requests (owner: requests to decide; buyer: own requests). */
  accessRequests: () => '/cont/cereri-acces',
};

export const dealRoomApi = {
  nda: () => '/api/nda',
  requests: (listingId: string) => `/api/listings/${id(listingId)}/access-requests`,
  mine: () => '/api/access-requests/mine',
  /** The owner's confidential listings with their requests and document openings, in one answer. */
  owned: () => '/api/access-requests/owned',
  decide: (requestId: string, decision: AccessDecision) => `/api/access-requests/${id(requestId)}/${decision}`,
  settings: (listingId: string) => `/api/listings/${id(listingId)}/access-settings`,
  privateListing: (listingId: string) => `/api/listings/${id(listingId)}/private`,
  /** A private document: the link the browser follows (the API logs every opening). */
  document: (listingId: string, key: string) => `/api/listings/${id(listingId)}/documents/${id(key)}`,
  openings: (listingId: string) => `/api/listings/${id(listingId)}/document-openings`,
};

export const ACCESS_DECISIONS = ['approve', 'reject', 'revoke'] as const;
export type AccessDecision = (typeof ACCESS_DECISIONS)[number];
