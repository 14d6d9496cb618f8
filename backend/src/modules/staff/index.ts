/** The staff module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { UserIdPipe } from './user-id.pipe.js';
