/** Queues, kebab-case (STYLE.md 3.7). */
export type QueueName = 'mail' | 'push' | 'listing-lifecycle' | 'maintenance' | 'newsletter' | 'efactura' | 'alerts' | 'payments';

/** A file attached to an email: its storage key and the name the recipient sees. */
export interface MailAttachmentRef {
  key: string;
  filename: string;
}

/** Every job of the system. A job without exactly one handler stops the boot. */
export enum JobName {
  SendTransactionalEmail = 'SendTransactionalEmail',
  SendPushNotification = 'SendPushNotification',
  /** Side effects of one listing event (approved, rejected, …): the owner's email and push. */
  NotifyListingEvent = 'NotifyListingEvent',
  /** A listing or an edit was submitted for moderation: the moderators' email alert. */
  AlertModerators = 'AlertModerators',
  ExpireDueListings = 'ExpireDueListings',
  RemindExpiringListings = 'RemindExpiringListings',
  CloseFundCalls = 'CloseFundCalls',
  SendFundsDigest = 'SendFundsDigest',
  DeleteUnverifiedAccounts = 'DeleteUnverifiedAccounts',
  /** Forgets delivery-ledger rows past their retention and relayed outbox rows past theirs. */
  PruneNotificationHistory = 'PruneNotificationHistory',
  /** Orders still waiting for payment past ORDER_PAYMENT_DUE_DAYS are cancelled and their buyers told. */
  CancelUnpaidOrders = 'CancelUnpaidOrders',
  /** Uploads never attached to a listing (nor to a consulting request) within a day are deleted with their files. */
  DeleteUnattachedUploads = 'DeleteUnattachedUploads',
  /** Rate counters whose window ended long ago are forgotten (every address and email asked for leaves a row), and create requests remembered over a day. */
  PruneRateCounters = 'PruneRateCounters',
  /** Listing view marks (hashed visitors counted today) past their 2 days are deleted (listing-stats module). */
  PruneListingViewMarks = 'PruneListingViewMarks',
  /** A campaign's send was asked for: its recipients are listed once and one batch job queued per NEWSLETTER_BATCH_SIZE. */
  StartNewsletterCampaign = 'StartNewsletterCampaign',
  /** One batch of a campaign's recipients: each listed recipient is sent the campaign once. */
  SendNewsletterCampaignBatch = 'SendNewsletterCampaignBatch',
  /** An issued invoice's RO e-Factura XML is uploaded to ANAF's SPV, once per attempt. */
  /** An issued invoice or credit note: its PDF stored (made once) and, unless told not to, emailed to the buyer. */
  PrepareInvoiceDocument = 'PrepareInvoiceDocument',
  UploadEfactura = 'UploadEfactura',
  /** The SPV state of an uploaded invoice is asked for until validated or rejected. */
  CheckEfacturaState = 'CheckEfacturaState',
  /** A new valuation report workspace: the company's figures read by CUI and the instant method's starting estimate. */
  FillValuationReport = 'FillValuationReport',
  /** A published valuation report version: its PDF stored (made once) and emailed to the client (once). */
  PrepareValuationReportVersion = 'PrepareValuationReportVersion',
  /** A recipient's unread messages of one conversation (a burst, after MESSAGE_EMAIL_DELAY_SECONDS): one email and one push. */
  NotifyNewMessages = 'NotifyNewMessages',
  /** A listing became public (or an approved edit changed it): the saved searches and investor profiles it matches are recorded, once each. */
  MatchSavedSearches = 'MatchSavedSearches',
  /** A saved search's matches not yet told: one email and one push (at most one email per search per hour). */
  SendSavedSearchAlert = 'SendSavedSearchAlert',
  /** Every few minutes: instant saved searches whose hour since the last email is over get their waiting matches. */
  SendDueSavedSearchAlerts = 'SendDueSavedSearchAlerts',
  /** The daily or weekly digest: one email per user with every new match of their daily (weekly) searches. */
  SendSavedSearchDigests = 'SendSavedSearchDigests',
  /** Open funding calls whose deadline is FUND_DEADLINE_ALERT_DAYS away: the saved searches they match are told. */
  AlertFundDeadlines = 'AlertFundDeadlines',
  /** A Stripe event the webhook recorded (`payment_events`): applied once (the order paid, its invoice issued). */
  ApplyStripeEvent = 'ApplyStripeEvent',
  /** Every 15 minutes: card payments left unsettled for over an hour are asked of Stripe and what it says applied. */
  ReconcileCardPayments = 'ReconcileCardPayments',
  /** A user asked for their own data: the ZIP is built into storage and its once-only link emailed (privacy module). */
  PrepareDataExport = 'PrepareDataExport',
  /** Hourly: archives of users' data used or past their day are deleted from storage (privacy module). */
  PruneDataExports = 'PruneDataExports',
}

/** What happened to a listing that its owner hears about. */
export type ListingEventName = 'approved' | 'rejected' | 'changes-requested' | 'expiring' | 'expired';

/** What was submitted for moderation: a new listing, a rejected one edited again, an edit of a published one. */
export type ListingSubmission = 'new' | 'resubmitted' | 'revision';

/** Payloads hold ids and small values, never entities. */
export interface JobPayloads {
  /**
   * `key` names this one email in the delivery ledger (the same on every retry; MailService.send
   * always sets it); `attachments` are files read from storage when the email is sent (an invoice's PDF).
   */
  [JobName.SendTransactionalEmail]: {
    template: string;
    to: string;
    data: Record<string, string>;
    replyTo?: string;
    key?: string;
    headers?: Record<string, string>;
    attachments?: MailAttachmentRef[];
  };
  [JobName.SendPushNotification]: { userId: string; title: string; body: string; url: string; key: string };
  /** `key` is unique per event (e.g. listing-approved-<id>-<time>): the jobs it starts derive their keys from it. */
  [JobName.NotifyListingEvent]: { listingId: string; event: ListingEventName; key: string; reason?: string; daysLeft?: number };
  /** `key` is unique per submission (listing-submitted-<id>-<time>); each moderator's email is `mail-<key>-<user id>`. */
  [JobName.AlertModerators]: { listingId: string; submission: ListingSubmission; key: string };
  /** Schedules pass the moment they ran for (`at`, ISO): a job retried later still acts on that moment. */
  [JobName.ExpireDueListings]: { at: string };
  [JobName.RemindExpiringListings]: { at: string };
  [JobName.CloseFundCalls]: { at: string };
  [JobName.SendFundsDigest]: { at: string };
  [JobName.DeleteUnverifiedAccounts]: { at: string };
  [JobName.PruneNotificationHistory]: { at: string };
  [JobName.CancelUnpaidOrders]: { at: string };
  [JobName.DeleteUnattachedUploads]: { at: string };
  [JobName.PruneRateCounters]: { at: string };
  [JobName.PruneListingViewMarks]: { at: string };
  [JobName.StartNewsletterCampaign]: { campaignId: string };
  [JobName.SendNewsletterCampaignBatch]: { campaignId: string; batch: number };
  [JobName.PrepareInvoiceDocument]: { invoiceId: string; notify: boolean };
  /** `attempt`: the invoice's e-Factura attempt (1, then one more per staff retry). */
  [JobName.UploadEfactura]: { invoiceId: string; attempt: number };
  /** `check`: the how-manieth state check of this attempt (each a job of its own, after a delay). */
  [JobName.CheckEfacturaState]: { invoiceId: string; attempt: number; check: number };
  /** `estimateId`: the instant estimate the order carries, the report's starting point. */
  [JobName.FillValuationReport]: { reportId: string; estimateId?: string | null };
  [JobName.PrepareValuationReportVersion]: { versionId: string };
  /** `firstMessageId`: the burst's first message not yet announced (it also names the job). */
  [JobName.NotifyNewMessages]: { conversationId: string; recipientId: string; firstMessageId: string };
  /** `key` is unique per publication event (saved-search-match-<id>-<time>). */
  [JobName.MatchSavedSearches]: { listingId: string; key: string };
  [JobName.SendSavedSearchAlert]: { searchId: string };
  [JobName.SendDueSavedSearchAlerts]: { at: string };
  [JobName.SendSavedSearchDigests]: { at: string; frequency: 'daily' | 'weekly' };
  [JobName.AlertFundDeadlines]: { at: string };
  /** `eventId`: Stripe's event id, the key of its `payment_events` row (which holds the event). */
  [JobName.ApplyStripeEvent]: { eventId: string };
  [JobName.ReconcileCardPayments]: { at: string };
  [JobName.PrepareDataExport]: { exportId: string };
  [JobName.PruneDataExports]: { at: string };
}

export interface JobDefinition {
  queue: QueueName;
  attempts: number;
  /** First retry delay; doubles on each attempt. */
  backoffMs: number;
}

const schedule: JobDefinition = { queue: 'maintenance', attempts: 3, backoffMs: 30_000 };

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  [JobName.SendTransactionalEmail]: { queue: 'mail', attempts: 5, backoffMs: 2_000 },
  [JobName.SendPushNotification]: { queue: 'push', attempts: 5, backoffMs: 2_000 },
  [JobName.NotifyListingEvent]: { queue: 'listing-lifecycle', attempts: 5, backoffMs: 2_000 },
  [JobName.AlertModerators]: { queue: 'listing-lifecycle', attempts: 5, backoffMs: 2_000 },
  [JobName.ExpireDueListings]: { ...schedule, queue: 'listing-lifecycle' },
  [JobName.RemindExpiringListings]: { ...schedule, queue: 'listing-lifecycle' },
  [JobName.CloseFundCalls]: schedule,
  [JobName.SendFundsDigest]: schedule,
  [JobName.DeleteUnverifiedAccounts]: schedule,
  [JobName.PruneNotificationHistory]: schedule,
  [JobName.CancelUnpaidOrders]: schedule,
  [JobName.DeleteUnattachedUploads]: schedule,
  [JobName.PruneRateCounters]: schedule,
  [JobName.PruneListingViewMarks]: schedule,
  [JobName.StartNewsletterCampaign]: { queue: 'newsletter', attempts: 5, backoffMs: 5_000 },
  [JobName.SendNewsletterCampaignBatch]: { queue: 'newsletter', attempts: 5, backoffMs: 5_000 },
  [JobName.PrepareInvoiceDocument]: { queue: 'mail', attempts: 5, backoffMs: 2_000 },
  [JobName.UploadEfactura]: { queue: 'efactura', attempts: 5, backoffMs: 30_000 },
  [JobName.CheckEfacturaState]: { queue: 'efactura', attempts: 5, backoffMs: 30_000 },
  [JobName.FillValuationReport]: { queue: 'maintenance', attempts: 3, backoffMs: 10_000 },
  [JobName.PrepareValuationReportVersion]: { queue: 'mail', attempts: 5, backoffMs: 2_000 },
  [JobName.NotifyNewMessages]: { queue: 'mail', attempts: 5, backoffMs: 2_000 },
  [JobName.MatchSavedSearches]: { queue: 'alerts', attempts: 5, backoffMs: 5_000 },
  [JobName.SendSavedSearchAlert]: { queue: 'alerts', attempts: 5, backoffMs: 5_000 },
  [JobName.SendDueSavedSearchAlerts]: { ...schedule, queue: 'alerts' },
  [JobName.SendSavedSearchDigests]: { ...schedule, queue: 'alerts' },
  [JobName.AlertFundDeadlines]: { ...schedule, queue: 'alerts' },
  [JobName.ApplyStripeEvent]: { queue: 'payments', attempts: 8, backoffMs: 2_000 },
  [JobName.ReconcileCardPayments]: { ...schedule, queue: 'payments' },
  [JobName.PrepareDataExport]: { queue: 'maintenance', attempts: 5, backoffMs: 10_000 },
  [JobName.PruneDataExports]: schedule,
};

export const QUEUE_NAMES: readonly QueueName[] = [...new Set(Object.values(JOB_DEFINITIONS).map((definition) => definition.queue))];

/** What a handler answers: done, or skipped (e.g. the record it refers to is gone, or it already happened). */
export type JobResult = 'done' | 'skipped';

/** Thrown by a handler for a failure that retrying cannot fix. */
export class PermanentJobError extends Error {}
