import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE, DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { AuthGuard } from './core/auth/auth.guard.js';
import { AdminRouteRequirementsCheck } from './core/auth/route-requirements.js';
import type { OpenedDatabase } from './core/database/data-source.js';
import { DatabaseModule } from './core/database/database.module.js';
import { HttpExceptionFilter } from './core/errors/http-exception.filter.js';
import { loggerParams } from './core/http/logging.js';
import { ResponseCacheModule } from './core/http/response-cache.module.js';
import { IdempotencyModule } from './core/idempotency/idempotency.module.js';
import { ClockModule } from './core/clock/clock.js';
import { QueueModule } from './core/queue/queue.module.js';
import { StorageModule } from './core/storage/storage.module.js';
import { createValidationPipe } from './core/validation/validation.pipe.js';
import { AccountModule } from './modules/account/account.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { ActiveModule } from './modules/active/active.module.js';
import { CommentsModule } from './modules/comments/comments.module.js';
import { CompanyModule } from './modules/company/company.module.js';
import { CompanyDataModule } from './modules/company-data/company-data.module.js';
import { EfacturaModule } from './modules/efactura/efactura.module.js';
import { ConsultingModule } from './modules/consulting/consulting.module.js';
import { FundingFormsModule } from './modules/consulting/forms/funding-forms.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { FundModule } from './modules/fund/fund.module.js';
import { InvestmentModule } from './modules/investment/investment.module.js';
import { InvestorModule } from './modules/investor/investor.module.js';
import { NewsModule } from './modules/news/news.module.js';
import { ServiceModule } from './modules/service/service.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { MasterdataModule } from './modules/masterdata/masterdata.module.js';
import { MfaModule } from './modules/mfa/mfa.module.js';
import { NewsletterModule } from './modules/newsletter/newsletter.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { FavoritesModule } from './modules/favorites/favorites.module.js';
import { ListingContactModule } from './modules/listing-contact/listing-contact.module.js';
import { MessagingModule } from './modules/messaging/messaging.module.js';
import { ListingStatsModule } from './modules/listing-stats/listing-stats.module.js';
import { SavedSearchesModule } from './modules/saved-searches/saved-searches.module.js';
import { DealRoomModule } from './modules/deal-room/deal-room.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { StaffModule } from './modules/staff/staff.module.js';
import { UploadsModule } from './modules/uploads/uploads.module.js';
import { ValuationReportsModule } from './modules/valuation-reports/valuation-reports.module.js';
import { ValuationModule } from './modules/valuation/valuation.module.js';

/** The whole application; main.ts decides whether it serves HTTP, runs workers, or both. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: OpenedDatabase): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DiscoveryModule,
        LoggerModule.forRoot(loggerParams(config)),
        DatabaseModule.forRoot(database),
        ResponseCacheModule,
        IdempotencyModule,
        ClockModule,
        QueueModule,
        StorageModule,
        MailModule,
        AccountModule,
        MfaModule,
        AuditModule,
        ActiveModule,
        CompanyModule,
        CompanyDataModule,
        CommentsModule,
        FundModule,
        InvestmentModule,
        InvestorModule,
        NewsModule,
        ServiceModule,
        NewsletterModule,
        NotificationsModule.forRoot(config),
        FavoritesModule,
        ListingContactModule,
        MessagingModule,
        ListingStatsModule,
        SavedSearchesModule,
        DealRoomModule,
        MasterdataModule,
        ContentModule,
        ConsultingModule,
        FundingFormsModule,
        OrdersModule,
        PrivacyModule,
        ValuationReportsModule,
        ValuationModule,
        EfacturaModule,
        HealthModule,
        SeoModule,
        StaffModule,
        UploadsModule,
      ],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        AdminRouteRequirementsCheck,
      ],
    };
  }
}
