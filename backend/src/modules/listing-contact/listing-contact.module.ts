import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { ListingCoreModule } from '../listing-core/index.js';
import { MailModule } from '../mail/index.js';
import { ListingContactController } from './listing-contact.controller.js';
import { ListingContactService } from './listing-contact.service.js';

/** `POST /api/listings/{id}/contact`: visitors write to listing owners (by email, through the mail queue). */
@Module({
  imports: [ListingCoreModule, AccountModule, MailModule],
  controllers: [ListingContactController],
  providers: [ListingContactService],
})
export class ListingContactModule {}
