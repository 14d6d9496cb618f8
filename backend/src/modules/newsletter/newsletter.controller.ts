import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { IsRoEmail } from '../../core/validation/decorators.js';
import { NewsletterService } from './newsletter.service.js';

export class NewsletterEmailDto {
  @IsRoEmail()
  email: string;
}

const answer = { ok: true as const, message: 'Mulțumim! Te-ai abonat la newsletter.' };

/** Spec: POST newsletter, newsletter/funds, newsletter/business; each adds a topic to the subscriber. */
@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(201)
  async general(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'general', clientInfo(request).ip);
    return answer;
  }

  @Post('funds')
  @HttpCode(201)
  async funds(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'funds', clientInfo(request).ip);
    return answer;
  }

  @Post('business')
  @HttpCode(201)
  async business(@Body() dto: NewsletterEmailDto, @Req() request: FastifyRequest) {
    await this.newsletter.subscribe(dto.email, 'business', clientInfo(request).ip);
    return answer;
  }
}
