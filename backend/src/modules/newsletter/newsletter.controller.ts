import { Body, Controller, Get, Header, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NewsletterConfirmed, NewsletterPreferences } from '../../contracts/newsletter.js';
import { Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { NewsletterEmailDto, NewsletterPreferencesDto, NewsletterTokenDto } from './dto/newsletter-public.dto.js';
import { NEWSLETTER_SIGNUP_MESSAGE, NewsletterService } from './newsletter.service.js';

export { NewsletterEmailDto };

const answer = { ok: true as const, message: NEWSLETTER_SIGNUP_MESSAGE };

/** The page that asks before unsubscribing (a GET never unsubscribes: mail scanners open links). */
export const UNSUBSCRIBE_PAGE = '/newsletter/dezabonare';

/**
 * Spec: POST newsletter, newsletter/funds, newsletter/business, each asking for a topic (double
 * opt-in: a confirmation email first). Plus the links of newsletter emails: confirm, preferences,
 * and the one-click unsubscribe of List-Unsubscribe (RFC 8058).
 */
@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @CreatesOnce()
  @HttpCode(201)
  async general(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'general', clientInfo(request).ip);
    return answer;
  }

  @Post('funds')
  @CreatesOnce()
  @HttpCode(201)
  async funds(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'funds', clientInfo(request).ip);
    return answer;
  }

  @Post('business')
  @CreatesOnce()
  @HttpCode(201)
  async business(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'business', clientInfo(request).ip);
    return answer;
  }

  @Post('confirm')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The confirmation link of the sign-up email: the pending topics start' })
  confirm(@Body() dto: NewsletterTokenDto): Promise<NewsletterConfirmed> {
    return this.newsletter.confirm(dto.token);
  }

  @Get('preferences')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The subscription behind a preferences link' })
  preferences(@Query() query: NewsletterTokenDto): Promise<NewsletterPreferences> {
    return this.newsletter.preferences(query.token);
  }

  @Put('preferences')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The topics to receive from now on; none unsubscribes' })
  updatePreferences(@Body() dto: NewsletterPreferencesDto): Promise<NewsletterPreferences> {
    return this.newsletter.updatePreferences(dto.token, dto.topics);
  }

  /**
   * One-click unsubscribe (RFC 8058): the mail provider posts `List-Unsubscribe=One-Click` to the
   * URL of the List-Unsubscribe header, without a session; the token in the URL is the proof.
   * The body is not needed and not read. The origin check lets this one path through.
   */
  @Post('unsubscribe')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'One-click unsubscribe (RFC 8058): POST with the token of the List-Unsubscribe URL' })
  async unsubscribe(@Query() query: NewsletterTokenDto): Promise<{ ok: true; message: string }> {
    await this.newsletter.unsubscribe(query.token);
    return { ok: true, message: 'Te-ai dezabonat de la newsletterul RoAfaceri.' };
  }

  /** The same URL opened in a browser: the page that asks before unsubscribing. */
  @Get('unsubscribe')
  @ApiOperation({ summary: 'Redirects to the unsubscribe page, which asks first (GET never unsubscribes)' })
  unsubscribePage(@Query('token') token: string | undefined, @Res() reply: FastifyReply): void {
    const query = typeof token === 'string' && token.length <= 200 ? `?token=${encodeURIComponent(token)}` : '';
    void reply.header('cache-control', 'no-store').redirect(`${UNSUBSCRIBE_PAGE}${query}`, 303);
  }
}
