import type { AppConfig } from './config/app-config.js';
import { openDatabase, type OpenedDatabase } from './core/database/data-source.js';
import { RateCounterEntity } from './core/rate-limit/rate-counter.entity.js';
import { SubmissionEntity } from './core/idempotency/submission.entity.js';
import { SessionEntity } from './modules/account/session.entity.js';
import { UserTokenEntity } from './modules/account/user-token.entity.js';
import { UserEntity } from './modules/account/user.entity.js';
import { ActiveDetailsEntity } from './modules/active/active-details.entity.js';
import { CompanyDetailsEntity } from './modules/company/company-details.entity.js';
import { FundDetailsEntity } from './modules/fund/fund-details.entity.js';
import { InvestmentDetailsEntity } from './modules/investment/investment-details.entity.js';
import { InvestorDetailsEntity } from './modules/investor/investor-details.entity.js';
import { ListingEntity } from './modules/listing-core/listing.entity.js';
import { NewsDetailsEntity } from './modules/news/news-details.entity.js';
import { ServiceDetailsEntity } from './modules/service/service-details.entity.js';
import { NewsletterSubscriberEntity } from './modules/newsletter/newsletter-subscriber.entity.js';
import { NewsletterCampaignEntity } from './modules/newsletter/campaigns/newsletter-campaign.entity.js';
import { NewsletterCampaignDeliveryEntity } from './modules/newsletter/campaigns/newsletter-campaign-delivery.entity.js';
import { FavoriteEntity } from './modules/favorites/favorite.entity.js';
import { SavedSearchEntity, SavedSearchMatchEntity } from './modules/saved-searches/saved-search.entity.js';
import { ListingDailyStatsEntity, ListingViewMarkEntity } from './modules/listing-stats/listing-stats.entity.js';
import { UploadEntity } from './modules/uploads/upload.entity.js';
import { ConsultingDocumentEntity } from './modules/consulting/consulting-document.entity.js';
import { FundingFormEntity } from './modules/consulting/forms/funding-form.entity.js';
import { ConsultingNoteEntity } from './modules/consulting/consulting-note.entity.js';
import { ConsultingRequestEntity } from './modules/consulting/consulting-request.entity.js';
import { EligibilityCheckEntity } from './modules/consulting/programmes/eligibility-check.entity.js';
import { AuditLogEntity } from './modules/audit/audit-log.entity.js';
import { ContentEntryEntity } from './modules/content/content-entry.entity.js';
import { NotificationDeliveryEntity } from './core/queue/notification-delivery.entity.js';
import { OutboxEntity } from './core/queue/outbox.entity.js';
import { PushSubscriptionEntity } from './modules/notifications/push-subscription.entity.js';
import { CommentEntity } from './modules/comments/comment.entity.js';
import { OrderEntity } from './modules/orders/order.entity.js';
import { ExchangeRateEntity, InvoiceCounterEntity, InvoiceEntity } from './modules/invoices/invoice.entity.js';
import { MfaRecoveryCodeEntity } from './modules/mfa/mfa-recovery-code.entity.js';
import { StaffMfaEntity } from './modules/mfa/staff-mfa.entity.js';
import { ValuationReportEntity, ValuationReportVersionEntity } from './modules/valuation-reports/valuation-report.entity.js';
import { MESSAGING_ENTITIES } from './modules/messaging/messaging.entity.js';
import { AccessRequestEntity, DocumentOpeningEntity } from './modules/deal-room/deal-room.entity.js';
import { DataExportEntity } from './modules/privacy/data-export.entity.js';

/** Every entity, registered once for the data source (the migrations define the schema). */
export const ALL_ENTITIES = [
  UserEntity,
  SessionEntity,
  UserTokenEntity,
  RateCounterEntity,
  SubmissionEntity,
  NewsletterSubscriberEntity,
  NewsletterCampaignEntity,
  NewsletterCampaignDeliveryEntity,
  ListingEntity,
  UploadEntity,
  CompanyDetailsEntity,
  ActiveDetailsEntity,
  FundDetailsEntity,
  ServiceDetailsEntity,
  NewsDetailsEntity,
  InvestmentDetailsEntity,
  InvestorDetailsEntity,
  FavoriteEntity,
  SavedSearchEntity,
  SavedSearchMatchEntity,
  ListingDailyStatsEntity,
  ListingViewMarkEntity,
  ConsultingRequestEntity,
  ConsultingNoteEntity,
  ConsultingDocumentEntity,
  FundingFormEntity,
  EligibilityCheckEntity,
  AuditLogEntity,
  ContentEntryEntity,
  NotificationDeliveryEntity,
  OutboxEntity,
  PushSubscriptionEntity,
  CommentEntity,
  OrderEntity,
  InvoiceEntity,
  InvoiceCounterEntity,
  ExchangeRateEntity,
  StaffMfaEntity,
  MfaRecoveryCodeEntity,
  ValuationReportEntity,
  ValuationReportVersionEntity,
  AccessRequestEntity,
  DocumentOpeningEntity,
  DataExportEntity,
  ...MESSAGING_ENTITIES,
];

/** Opens the application's database with every entity registered. */
export function openAppDatabase(config: AppConfig, options: { runMigrations?: boolean } = {}): Promise<OpenedDatabase> {
  return openDatabase(config, { ...options, entities: ALL_ENTITIES });
}
