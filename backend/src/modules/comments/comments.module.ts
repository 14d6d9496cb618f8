import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CommentsAdminController } from './comments.admin.controller.js';
import { CommentsController } from './comments.controller.js';
import { CommentsRepository } from './comments.repository.js';
import { CommentsService } from './comments.service.js';

/** Comments on listings (news articles for now): `/api/comments` and the audited staff API `/api/admin/comments`. */
@Module({
  imports: [AuditModule],
  controllers: [CommentsController, CommentsAdminController],
  providers: [CommentsService, CommentsRepository],
  exports: [CommentsService],
})
export class CommentsModule {}
