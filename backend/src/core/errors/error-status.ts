import { ErrorCode } from '../../contracts/error-codes.js';

/** HTTP status of each error code. Exhaustive: a new code without a status fails to compile. */
export function statusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.VALIDATION_FAILED:
    case ErrorCode.AUTH_RESET_TOKEN_INVALID:
    case ErrorCode.AUTH_VERIFY_TOKEN_INVALID:
    case ErrorCode.ACCOUNT_WRONG_PASSWORD:
    case ErrorCode.AUTH_MFA_CODE_INVALID:
    case ErrorCode.SAVED_SEARCH_LIMIT:
      return 400;
    case ErrorCode.UNAUTHENTICATED:
    case ErrorCode.AUTH_INVALID_CREDENTIALS:
      return 401;
    case ErrorCode.FORBIDDEN:
    case ErrorCode.AUTH_ACCOUNT_BLOCKED:
    case ErrorCode.LISTING_EMAIL_NOT_VERIFIED:
    case ErrorCode.LISTING_LEGAL_ENTITY_ONLY:
    case ErrorCode.AUTH_MFA_REQUIRED:
    case ErrorCode.AUTH_MFA_ENROLMENT_REQUIRED:
    case ErrorCode.UPLOAD_EMAIL_NOT_VERIFIED:
      return 403;
    case ErrorCode.NOT_FOUND:
      return 404;
    case ErrorCode.ACCOUNT_EMAIL_TAKEN:
    case ErrorCode.LISTING_INVALID_TRANSITION:
    case ErrorCode.CONSULTING_INVALID_TRANSITION:
    case ErrorCode.AUTH_MFA_STATE_CONFLICT:
    case ErrorCode.PUSH_ENDPOINT_TAKEN:
    case ErrorCode.SUBMISSION_IN_PROGRESS:
      return 409;
    case ErrorCode.PAYLOAD_TOO_LARGE:
    case ErrorCode.UPLOAD_QUOTA_EXCEEDED:
      return 413;
    case ErrorCode.UNSUPPORTED_MEDIA_TYPE:
      return 415;
    case ErrorCode.RATE_LIMITED:
    case ErrorCode.AUTH_TOO_MANY_ATTEMPTS:
      return 429;
    case ErrorCode.INTERNAL:
      return 500;
    case ErrorCode.SERVICE_UNAVAILABLE:
    case ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE:
      return 503;
  }
}
