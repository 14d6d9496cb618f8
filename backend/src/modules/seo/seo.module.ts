import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

@Module({ imports: [ContentModule, ListingCoreModule], controllers: [SeoController], providers: [SitemapService] })
export class SeoModule {}
