import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PUBLIC_PAGES } from '../../contracts/public-pages.js';
import { Public } from '../../core/auth/decorators.js';
import { escapeHtml } from '../mail/templates/layout.js';

/** `/sitemap.xml` and `/robots.txt`. Published listings join the sitemap with the listings module. */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  sitemap(): string {
    const base = this.config.http.publicUrl;
    const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeHtml(base + path)}</loc><changefreq>${path === '/' ? 'daily' : 'weekly'}</changefreq></url>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return ['User-agent: *', 'Disallow: /admin/', 'Disallow: /api/', 'Disallow: /cont', 'Disallow: /auth/', `Sitemap: ${this.config.http.publicUrl}/sitemap.xml`, ''].join('\n');
  }
}
