import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { SeoController } from './seo.controller.js';
import { SitemapService } from './sitemap.service.js';

@Module({ imports: [ListingCoreModule], controllers: [SeoController], providers: [SitemapService] })
export class SeoModule {}
