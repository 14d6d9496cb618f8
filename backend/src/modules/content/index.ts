/** The content module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { cleanText } from './content-text.js';
export { ContentModule } from './content.module.js';
export { ContentService } from './content.service.js';
