import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { DealRoomController } from './deal-room.controller.js';
import { DealRoomRepository } from './deal-room.repository.js';
import { DealRoomService } from './deal-room.service.js';

/** Confidential listings' access requests with the NDA, the full listing for approved buyers, and the log of document openings. */
@Module({
  imports: [ListingCoreModule, UploadsModule, MailModule],
  controllers: [DealRoomController],
  providers: [DealRoomRepository, DealRoomService],
  exports: [DealRoomService],
})
export class DealRoomModule {}
