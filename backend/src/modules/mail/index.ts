/** The mail module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { MailModule } from './mail.module.js';
export { MailService } from './mail.service.js';
export type { MailTemplateData } from './templates/index.js';
export type { MailCard } from './templates/layout.js';
export type { SavedSearchMailGroup } from './templates/saved-searches.js';
