import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { CommentsModule } from '../comments/index.js';
import { ConsultingModule } from '../consulting/index.js';
import { ListingCoreModule } from '../listing-core/index.js';
import { OrdersModule } from '../orders/index.js';
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
