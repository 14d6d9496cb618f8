import { Module } from '@nestjs/common';
import { ContentMasterdataController, SpecialPostsController } from './content.controller.js';
import { ContentService } from './content.service.js';

/** The provider's editorial pages (portfolio, partners, featured links, special posts): read-only, from typed data files. */
@Module({ controllers: [ContentMasterdataController, SpecialPostsController], providers: [ContentService], exports: [ContentService] })
export class ContentModule {}
