import { Module } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { ListingCoreModule } from '../listing-core/index.js';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

@Module({ imports: [ContentModule, ListingCoreModule], controllers: [SeoController], providers: [SitemapService] })
export class SeoModule {}
