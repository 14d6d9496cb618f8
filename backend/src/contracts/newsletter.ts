/**
 * Newsletter double opt-in, preferences and staff campaigns (`/api/newsletter/*`,
 * `/api/admin/newsletter-campaigns`): shapes shared by the API, the public site and the console.
 */
import type { NewsletterTopic } from './admin.js';

/** A campaign's life: written and edited as a draft, then sent once (`sending` until every batch ran). */
export const NEWSLETTER_CAMPAIGN_STATUSES = [
  { id: 'draft', name: 'Ciornă' },
  { id: 'sending', name: 'Se trimite' },
  { id: 'sent', name: 'Trimisă' },
] as const;
export type NewsletterCampaignStatus = (typeof NEWSLETTER_CAMPAIGN_STATUSES)[number]['id'];

/** Recipients of a campaign, counted from its delivery rows. */
export interface NewsletterCampaignCounts {
  /** Confirmed subscribers of the topic when the send started. */
  recipients: number;
  sent: number;
  failed: number;
  /** Left out at send time: unsubscribed or topic dropped after the list was taken. */
  skipped: number;
  /** Still waiting for their batch. */
  pending: number;
  /** Recipients who unsubscribed after receiving it. */
  unsubscribedAfter: number;
}

/** A campaign as the console shows it. `bodyHtml` is the sanitised HTML stored on the server. */
export interface AdminNewsletterCampaign {
  id: string;
  subject: string;
  bodyHtml: string;
  topic: NewsletterTopic;
  topicName: string;
  status: NewsletterCampaignStatus;
  statusName: string;
  counts: NewsletterCampaignCounts;
  createdBy: string | null;
  sentBy: string | null;
  sendRequestedAt: string | null;
  sentAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A campaign's email as recipients get it (`GET /api/admin/newsletter-campaigns/{id}/preview`). */
export interface NewsletterCampaignPreview {
  subject: string;
  html: string;
  text: string;
}

/** What a subscriber sees on the preferences page (`GET /api/newsletter/preferences?token=`). */
export interface NewsletterPreferences {
  email: string;
  /** Confirmed topics (empty once unsubscribed). */
  topics: NewsletterTopic[];
  /** Topics asked for and not confirmed yet. */
  pendingTopics: NewsletterTopic[];
  /** Confirmed and not unsubscribed: newsletter mail reaches the address. */
  subscribed: boolean;
}

/** Answer of `POST /api/newsletter/confirm`: the confirmed topics and the token of the preferences page. */
export interface NewsletterConfirmed {
  ok: true;
  topics: NewsletterTopic[];
  preferencesToken: string;
}
