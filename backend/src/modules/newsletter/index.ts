/** The newsletter module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { LetterScriberDto } from './dto/newsletter-public.dto.js';
export { NewsletterLinks, NewsletterLinksModule } from './newsletter-links.js';
export { returned } from './newsletter-sql.js';
export { NewsletterModule } from './newsletter.module.js';
export { NEWSLETTER_SIGNUP_MESSAGE, NewsletterService } from './newsletter.service.js';
