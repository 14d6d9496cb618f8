import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { County } from '../../contracts/counties.js';
import { Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { LetterScriberDto } from '../newsletter/dto/newsletter-public.dto.js';
import { NEWSLETTER_SIGNUP_MESSAGE, NewsletterService } from '../newsletter/newsletter.service.js';
import { MasterdataService, type CountyWithLocalities } from './masterdata.service.js';

const STATIC = 'public, max-age=86400';

/** Spec: GET masterdata/counties and masterdata/counties/{id}; static reference data (the editorial masterdata routes are the content module's). */
@ApiTags('masterdata')
@Public()
@Controller('masterdata')
export class MasterdataController {
  constructor(
    private readonly masterdata: MasterdataService,
    private readonly newsletter: NewsletterService,
  ) {}

  @Get('counties')
  @Header('cache-control', STATIC)
  counties(): readonly County[] {
    return this.masterdata.counties();
  }

  @Get('counties/:id')
  @Header('cache-control', STATIC)
  county(@Param('id') id: string): CountyWithLocalities {
    return this.masterdata.county(id);
  }

  /** Spec: "letterScribers (POST with a name)": the general newsletter with the subscriber's name, double opt-in like `POST /api/newsletter`. */
  @Post('letterScribers')
  @HttpCode(201)
  @ApiOperation({ summary: 'Newsletter sign-up with a name (general topic): a confirmation email first' })
  async letterScribers(@Body() dto: LetterScriberDto, @Req() request: FastifyRequest): Promise<{ ok: true; message: string }> {
    await this.newsletter.subscribe(dto.email, 'general', clientInfo(request).ip, dto.name);
    return { ok: true, message: NEWSLETTER_SIGNUP_MESSAGE };
  }
}
