import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Public } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';
import { SitemapService } from './sitemap.service.js';

const PART = /^[1-9][0-9]{0,5}$/;

/** XML headers only on success: an error answers in the API's JSON shape. */
function xml(reply: FastifyReply, document: string): string {
  void reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
  return document;
}

/** `/sitemap.xml` (or the index), `/sitemap-{n}.xml` and `/robots.txt`. */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemap: SitemapService,
  ) {}

  @Get('sitemap.xml')
  async root(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return xml(reply, await this.sitemap.root());
  }

  @Get('sitemap-:part.xml')
  async part(@Param('part') part: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const document = PART.test(part) ? await this.sitemap.part(Number(part)) : null;
    if (document === null) throw AppException.notFound('Fișierul sitemap nu există.');
    return xml(reply, document);
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin/',
      'Disallow: /api/',
      'Disallow: /cont',
      'Disallow: /auth/',
      `Sitemap: ${this.config.http.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
