import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../core/auth/decorators.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ListingCoreService } from '../listing-core/listing-core.service.js';
import { MY_LISTINGS_PATH } from './listing-notifications.service.js';
import { SignedLinks } from './signed-links.js';

/** Links in emails that act in one click, without a session; each answers with a redirect to the site. */
@ApiTags('links')
@Public()
@Controller()
export class LinksController {
  constructor(
    private readonly links: SignedLinks,
    private readonly listings: ListingCoreService,
    private readonly clock: Clock,
  ) {}

  /** The reminder's renew link → `/cont/anunturile-mele?reinnoit=<id>`, or `?eroare=link-invalid|link-expirat|nu-se-poate`. */
  @Get('listings/renew-link/:token')
  @ApiOperation({ summary: 'Renews a listing from the link of an expiry reminder, then redirects to my listings' })
  async renew(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const check = this.links.verify('renew-listing', token, this.clock.now());
    if (!check.ok) return this.redirect(reply, `${MY_LISTINGS_PATH}?eroare=${check.why === 'expired' ? 'link-expirat' : 'link-invalid'}`);
    try {
      await this.listings.renewFromLink(check.subject);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      return this.redirect(reply, `${MY_LISTINGS_PATH}?eroare=nu-se-poate`);
    }
    return this.redirect(reply, `${MY_LISTINGS_PATH}?reinnoit=${encodeURIComponent(check.subject)}`);
  }

  private redirect(reply: FastifyReply, path: string): void {
    void reply.header('cache-control', 'no-store').redirect(path, 303);
  }
}
