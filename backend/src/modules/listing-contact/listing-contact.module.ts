import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ListingContactController } from './listing-contact.controller.js';
import { ListingContactService } from './listing-contact.service.js';

/** `POST /api/listings/{id}/contact`: visitors write to listing owners (by email, through the mail queue). */
@Module({
  imports: [ListingCoreModule, AccountModule, MailModule],
  controllers: [ListingContactController],
  providers: [ListingContactService],
})
export class ListingContactModule {}
