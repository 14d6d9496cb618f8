import { Module } from '@nestjs/common';
import { DealRoomModule } from '../deal-room/deal-room.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { MessageNotificationsJob } from './message-notifications.job.js';
import { MessagingAdminController } from './messaging.admin.controller.js';
import { MessagingController } from './messaging.controller.js';
import { MessagingRepository } from './messaging.repository.js';
import { MessagingService } from './messaging.service.js';

/**
 * Buyer–seller messaging: conversations per listing and buyer, private attachments (through the
 * uploads module), blocks, reports to moderators, and the grouped email/push of new messages.
 * ListingStatsService (global) counts each new conversation; the deal room says who may write about
 * a confidential listing (a buyer whose access request was approved).
 */
@Module({
  imports: [MailModule, UploadsModule, DealRoomModule],
  controllers: [MessagingController, MessagingAdminController],
  providers: [MessagingRepository, MessagingService, MessageNotificationsJob],
  exports: [MessagingService],
})
export class MessagingModule {}
