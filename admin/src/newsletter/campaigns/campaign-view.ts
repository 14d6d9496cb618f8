import type { AdminNewsletterCampaign, NewsletterCampaignCounts } from '@contracts/newsletter';

/** The counts the console shows, in order, with their translation keys. */
export const COUNT_FIELDS: readonly (keyof NewsletterCampaignCounts)[] = ['recipients', 'sent', 'failed', 'skipped', 'pending', 'unsubscribedAfter'];

/** Only a draft is edited, tested and sent; a sent one is a record. */
export function isDraft(campaign: Pick<AdminNewsletterCampaign, 'status'> | undefined): boolean {
  return campaign?.status === 'draft';
}

/** "205 / 205" style progress of a send: sent out of recipients. */
export function deliveryProgress(counts: NewsletterCampaignCounts): string {
  return `${counts.sent} / ${counts.recipients}`;
}
