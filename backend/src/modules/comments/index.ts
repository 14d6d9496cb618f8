/** The comments module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { CommentsModule } from './comments.module.js';
export { CommentsService } from './comments.service.js';
