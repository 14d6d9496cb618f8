import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config.js';
import { AccountModule } from '../account/account.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { JobsAdminController } from './jobs.admin.controller.js';
import { LinksController } from './links.controller.js';
import { ListingNotificationsService } from './listing-notifications.service.js';
import { MaintenanceService } from './maintenance.service.js';
import { ModerationAlertsService } from './moderation-alerts.service.js';
import { PushController } from './push.controller.js';
import { PushService } from './push.service.js';
import { Schedules } from './schedules.js';
import { SignedLinksModule } from './signed-links.js';

/** Owners' notifications (email, web push), one-click links, the schedules and failed jobs. */
@Module({})
export class NotificationsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const scheduled = config.schedulerEnabled;
    return {
      module: NotificationsModule,
      imports: [AccountModule, ListingCoreModule, MailModule, SignedLinksModule, ...(scheduled ? [ScheduleModule.forRoot()] : [])],
      controllers: [PushController, LinksController, JobsAdminController],
      providers: [PushService, ListingNotificationsService, ModerationAlertsService, MaintenanceService, ...(scheduled ? [Schedules] : [])],
      exports: [PushService],
    };
  }
}
