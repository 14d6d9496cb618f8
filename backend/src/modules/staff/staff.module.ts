import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { CommentsModule } from '../comments/comments.module.js';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { DashboardAdminController } from './dashboard.admin.controller.js';
import { DashboardService } from './dashboard.service.js';
import { StaffController } from './staff.controller.js';
import { UsersAdminController } from './users.admin.controller.js';

/** The staff console's API besides listings: session, dashboard, users. */
@Module({
  imports: [AccountModule, CommentsModule, ConsultingModule, ListingCoreModule, OrdersModule],
  controllers: [StaffController, DashboardAdminController, UsersAdminController],
  providers: [DashboardService],
})
export class StaffModule {}
