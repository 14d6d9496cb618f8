/** The listing-contact module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { CONTACTABLE_FAMILIES } from './listing-contact.service.js';
