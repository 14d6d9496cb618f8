/** What the detail page of a confidential listing shows of the deal room (shared by server and browser code). */
import type { AccessRequestStatus, NdaText } from '@contracts/deal-room';
import type { FieldErrors } from '~/lib/validation';
import type { AccessRequestField } from './access-rules';

export interface DealRoomDocument {
  name: string;
  /** `/api/listings/{id}/documents/{key}`: the API checks access and logs the opening. */
  href: string;
  size: string;
}

export interface DealRoomView {
  /**
   * `full`: the visitor sees the whole listing (owner, staff, approved buyer);
   * `request`: a signed-in buyer who may ask for access (the form, or the state of the request);
   * `login`: an anonymous visitor (a link to sign in and come back).
   */
  access: 'full' | 'request' | 'login';
  /** Sign in and come back here. */
  loginPath: string;
  /** The visitor's latest request for this listing. */
  request: { status: AccessRequestStatus; statusName: string; date: string } | null;
  /** The NDA the request accepts: only when the form is shown. */
  nda: NdaText | null;
  /** With full access: the legal name of the company (approved buyers only ever). */
  companyName: string | null;
  documents: DealRoomDocument[];
  /** The owner's page of requests and openings (shown to the owner). */
  managePath: string | null;
}

/** What the route action answers to the access request form. */
export type AccessRequestResult = { intent: 'access'; ok: boolean; fieldErrors: FieldErrors<AccessRequestField>; message?: string };
