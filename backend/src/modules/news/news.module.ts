import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { NEWS_FAMILY } from './news.definition.js';
import { NewsController } from './news.controller.js';

/** News: `/api/news` (no update or renew routes, per the spec). */
@Module({ imports: [ListingCoreModule.forFamily(NEWS_FAMILY)], controllers: [NewsController] })
export class NewsModule {}
