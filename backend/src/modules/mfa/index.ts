/** The mfa module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { MfaModule } from './mfa.module.js';
export { MfaService } from './mfa.service.js';
