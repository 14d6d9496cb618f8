/**
 * Create actions happen once (backend core/idempotency): every form that creates something carries
 * a submission token in this hidden field, made when the form was drawn, and the site's action sends
 * it to the API as the `Idempotency-Key` header. A repeat (double click, resent form) gets the first
 * answer.
 */
export const SUBMISSION_TOKEN_FIELD = 'submissionToken';

/** The API's header for the same (8–200 characters of letters, digits and `-_.:`). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
