import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../core/auth/decorators.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ListingLifecycleService } from '../listing-core/listing-lifecycle.service.js';
import { MY_LISTINGS_PATH } from './listing-notifications.service.js';
import { SignedLinks } from './signed-links.js';

/**
 * Links in emails, without a session. Opening one (a GET, which mail scanners also send) changes
 * nothing: it leads to a page of the site that asks first, whose button sends the POST that acts.
 */
@ApiTags('links')
@Public()
@Controller()
export class LinksController {
  constructor(
    private readonly links: SignedLinks,
    private readonly listings: ListingLifecycleService,
    private readonly clock: Clock,
  ) {}

  /** The reminder's renew link opened → `/reinnoire-anunt?token=…`, or my listings with `?eroare=link-invalid|link-expirat`. */
  @Get('listings/renew-link/:token')
  @ApiOperation({ summary: 'Redirects to the page that asks before renewing a listing (a GET never renews)' })
  renewPage(@Param('token') token: string, @Res() reply: FastifyReply): void {
    const check = this.links.verify('renew-listing', token, this.clock.now());
    const path = check.ok ? `${RENEW_PAGE}?token=${encodeURIComponent(token)}` : refusedLinkPage(check.why);
    void reply.header('cache-control', 'no-store').redirect(path, 303);
  }

  /**
   * The page's button: renews the listing of the link and answers where to go next, my listings
   * with `?reinnoit=<id>` or `?eroare=link-invalid|link-expirat|nu-se-poate`. Renewing twice is
   * harmless (the second only moves the end date from today again).
   */
  @Post('listings/renew-link/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renews a listing from the link of an expiry reminder; answers the page to show next' })
  async renew(@Param('token') token: string): Promise<{ renewed: boolean; next: string }> {
    const check = this.links.verify('renew-listing', token, this.clock.now());
    if (!check.ok) return { renewed: false, next: refusedLinkPage(check.why) };
    try {
      await this.listings.renewFromLink(check.subject);
    } catch (error) {
      if (!(error instanceof AppException)) throw error;
      return { renewed: false, next: `${MY_LISTINGS_PATH}?eroare=nu-se-poate` };
    }
    return { renewed: true, next: `${MY_LISTINGS_PATH}?reinnoit=${encodeURIComponent(check.subject)}` };
  }
}

/** My listings, saying why a renew link was refused. */
const refusedLinkPage = (why: 'invalid' | 'expired'): string => `${MY_LISTINGS_PATH}?eroare=${why === 'expired' ? 'link-expirat' : 'link-invalid'}`;

/** The site's page that asks before renewing (frontend/app/routes/listing-renew.tsx). */
const RENEW_PAGE = '/reinnoire-anunt';
