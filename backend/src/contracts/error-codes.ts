/** Error codes of the API, grouped by module. The frontend and admin map codes to texts. */
export const ErrorCode = {
  // generic
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  /** The database cannot be reached for a moment (503 with Retry-After); try again shortly. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /**
   * An outside service (Stripe, ANAF, BNR, …) did not answer or refused, and the action needs its
   * answer now (503). The database is fine; nothing was changed. Try again later or another way.
   */
  EXTERNAL_SERVICE_UNAVAILABLE: 'EXTERNAL_SERVICE_UNAVAILABLE',
  /** The same create request (same key, same content) is still being handled; its answer comes to the first sender. */
  SUBMISSION_IN_PROGRESS: 'SUBMISSION_IN_PROGRESS',
  // auth
  AUTH_INVALID_CREDENTIALS: 'AUTH_INVALID_CREDENTIALS',
  AUTH_TOO_MANY_ATTEMPTS: 'AUTH_TOO_MANY_ATTEMPTS',
  AUTH_RESET_TOKEN_INVALID: 'AUTH_RESET_TOKEN_INVALID',
  AUTH_VERIFY_TOKEN_INVALID: 'AUTH_VERIFY_TOKEN_INVALID',
  AUTH_ACCOUNT_BLOCKED: 'AUTH_ACCOUNT_BLOCKED',
  // staff second factor (TOTP)
  AUTH_MFA_REQUIRED: 'AUTH_MFA_REQUIRED',
  AUTH_MFA_ENROLMENT_REQUIRED: 'AUTH_MFA_ENROLMENT_REQUIRED',
  AUTH_MFA_CODE_INVALID: 'AUTH_MFA_CODE_INVALID',
  AUTH_MFA_STATE_CONFLICT: 'AUTH_MFA_STATE_CONFLICT',
  // account
  ACCOUNT_EMAIL_TAKEN: 'ACCOUNT_EMAIL_TAKEN',
  ACCOUNT_WRONG_PASSWORD: 'ACCOUNT_WRONG_PASSWORD',
  // uploads
  UPLOAD_EMAIL_NOT_VERIFIED: 'UPLOAD_EMAIL_NOT_VERIFIED',
  UPLOAD_QUOTA_EXCEEDED: 'UPLOAD_QUOTA_EXCEEDED',
  // web push
  PUSH_ENDPOINT_TAKEN: 'PUSH_ENDPOINT_TAKEN',
  // listings
  LISTING_INVALID_TRANSITION: 'LISTING_INVALID_TRANSITION',
  LISTING_EMAIL_NOT_VERIFIED: 'LISTING_EMAIL_NOT_VERIFIED',
  LISTING_LEGAL_ENTITY_ONLY: 'LISTING_LEGAL_ENTITY_ONLY',
  // saved searches
  SAVED_SEARCH_LIMIT: 'SAVED_SEARCH_LIMIT',
  // consulting
  CONSULTING_INVALID_TRANSITION: 'CONSULTING_INVALID_TRANSITION',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: FieldError[] };
}
