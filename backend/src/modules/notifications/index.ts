/** The notifications module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { SignedLinks, SignedLinksModule } from './signed-links.js';
