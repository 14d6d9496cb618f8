import { Foundation1763760000000 } from './1763760000000-Foundation.js';
import { Listings1763900000000 } from './1763900000000-Listings.js';
import { Uploads1763900100000 } from './1763900100000-Uploads.js';
import { Favorites1763900200000 } from './1763900200000-Favorites.js';
import { ListingLiveIndex1763900300000 } from './1763900300000-ListingLiveIndex.js';
import { RateCounters1764000000000 } from './1764000000000-RateCounters.js';
import { StaffRoles1764100000000 } from './1764100000000-StaffRoles.js';
import { ListingChangesRequested1764100100000 } from './1764100100000-ListingChangesRequested.js';
import { AuditLog1764100200000 } from './1764100200000-AuditLog.js';
import { ConsultingRequests1764100300000 } from './1764100300000-ConsultingRequests.js';
import { NotificationsAndPush1764100400000 } from './1764100400000-NotificationsAndPush.js';
import { EditorialContent1764200000000 } from './1764200000000-EditorialContent.js';
import { Outbox1764300000000 } from './1764300000000-Outbox.js';
import { Comments1764400000000 } from './1764400000000-Comments.js';
import { Orders1764500000000 } from './1764500000000-Orders.js';
import { SessionActivity1764600000000 } from './1764600000000-SessionActivity.js';
import { StaffMfa1764650000000 } from './1764650000000-StaffMfa.js';
import { ListingPriceDescIndex1764700000000 } from './1764700000000-ListingPriceDescIndex.js';
import { ListingTitleTrigramPerFamily1764700100000 } from './1764700100000-ListingTitleTrigramPerFamily.js';
import { ListingTitleWords1764830000000 } from './1764830000000-ListingTitleWords.js';
import { NewsletterCampaigns1764800000000 } from './1764800000000-NewsletterCampaigns.js';
import { NewsletterConfirmEarlierSubscribers1764800000100 } from './1764800000100-NewsletterConfirmEarlierSubscribers.js';
import { FundingForms1764810000000 } from './1764810000000-FundingForms.js';
import { EligibilityChecks1764820000000 } from './1764820000000-EligibilityChecks.js';
import { CardPayments1764845000000 } from './1764845000000-CardPayments.js';
import { Invoices1764850000000 } from './1764850000000-Invoices.js';
import { EfacturaAttempts1764860000000 } from './1764860000000-EfacturaAttempts.js';
import { CompanyDataCache1764870000000 } from './1764870000000-CompanyDataCache.js';
import { ValuationEstimates1764880000000 } from './1764880000000-ValuationEstimates.js';
import { ValuationReports1764890000000 } from './1764890000000-ValuationReports.js';
import { ListingStats1764920000000 } from './1764920000000-ListingStats.js';
import { DealRoom1764900000000 } from './1764900000000-DealRoom.js';
import { Messaging1764910000000 } from './1764910000000-Messaging.js';
import { ListingSearchPerFamily1764930000000 } from './1764930000000-ListingSearchPerFamily.js';
import { FundEligibilityInvestorCounties1765100000000 } from './1765100000000-FundEligibilityInvestorCounties.js';
import { SavedSearches1765200000000 } from './1765200000000-SavedSearches.js';
import { CardPaymentOnce1765300000000 } from './1765300000000-CardPaymentOnce.js';
import { Submissions1765400000000 } from './1765400000000-Submissions.js';
import { DataExports1765700000000 } from './1765700000000-DataExports.js';
import { PriceListInContent1765800000000 } from './1765800000000-PriceListInContent.js';
import { InvoiceOfficialRules1765900000000 } from './1765900000000-InvoiceOfficialRules.js';
import { EfacturaTokens1765500000000 } from './1765500000000-EfacturaTokens.js';

/** Migrations in order; the same list runs on PostgreSQL and on the embedded PGlite. */
export const ALL_MIGRATIONS = [
  Foundation1763760000000,
  Listings1763900000000,
  Uploads1763900100000,
  Favorites1763900200000,
  ListingLiveIndex1763900300000,
  RateCounters1764000000000,
  StaffRoles1764100000000,
  ListingChangesRequested1764100100000,
  AuditLog1764100200000,
  ConsultingRequests1764100300000,
  NotificationsAndPush1764100400000,
  EditorialContent1764200000000,
  Outbox1764300000000,
  Comments1764400000000,
  Orders1764500000000,
  SessionActivity1764600000000,
  StaffMfa1764650000000,
  ListingPriceDescIndex1764700000000,
  ListingTitleTrigramPerFamily1764700100000,
  NewsletterCampaigns1764800000000,
  NewsletterConfirmEarlierSubscribers1764800000100,
  FundingForms1764810000000,
  EligibilityChecks1764820000000,
  ListingTitleWords1764830000000,
  CardPayments1764845000000,
  Invoices1764850000000,
  EfacturaAttempts1764860000000,
  CompanyDataCache1764870000000,
  ValuationEstimates1764880000000,
  ValuationReports1764890000000,
  ListingStats1764920000000,
  DealRoom1764900000000,
  Messaging1764910000000,
  ListingSearchPerFamily1764930000000,
  SavedSearches1765200000000,
  FundEligibilityInvestorCounties1765100000000,
  CardPaymentOnce1765300000000,
  Submissions1765400000000,
  EfacturaTokens1765500000000,
  DataExports1765700000000,
  PriceListInContent1765800000000,
  InvoiceOfficialRules1765900000000,
];
