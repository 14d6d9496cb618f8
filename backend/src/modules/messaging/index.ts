/** The messaging module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { MessagingModule } from './messaging.module.js';
export { MessagingService } from './messaging.service.js';
