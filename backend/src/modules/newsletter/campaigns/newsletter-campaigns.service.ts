import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { NEWSLETTER_TOPICS } from '../../../contracts/admin.js';
import { nameOf } from '../../../contracts/consulting.js';
import type { ListResponse } from '../../../contracts/listings.js';
import { NEWSLETTER_CAMPAIGN_STATUSES, type AdminNewsletterCampaign, type NewsletterCampaignPreview } from '../../../contracts/newsletter.js';
import type { AuthUser } from '../../../core/auth/auth-user.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../../core/http/pagination.js';
import { JobName } from '../../../core/queue/job-registry.js';
import { Outbox } from '../../../core/queue/outbox.js';
import { commaBelow, sanitizeRichText } from '../../listing-core/listing-text.js';
import { MailService } from '../../mail/mail.service.js';
import type { MailTemplateData } from '../../mail/templates/index.js';
import { campaignText } from './campaign-text.js';
import type { CampaignInputDto, CampaignListQueryDto } from './dto/campaign.dto.js';
import { NewsletterCampaignsRepository, type CampaignRow } from './newsletter-campaigns.repository.js';

const toView = (row: CampaignRow): AdminNewsletterCampaign => ({
  id: row.id,
  subject: row.subject,
  bodyHtml: row.bodyHtml,
  topic: row.topic,
  topicName: nameOf(NEWSLETTER_TOPICS, row.topic),
  status: row.status,
  statusName: nameOf(NEWSLETTER_CAMPAIGN_STATUSES, row.status),
  counts: row.counts,
  createdBy: row.createdBy,
  sentBy: row.sentBy,
  sendRequestedAt: row.sendRequestedAt ? new Date(row.sendRequestedAt).toISOString() : null,
  sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

const NOT_A_DRAFT = 'Campania a fost deja trimisă: nu mai poate fi modificată, ștearsă sau trimisă din nou.';

/**
 * Campaigns in the console: staff write a draft (the body sanitised like listing descriptions),
 * preview it as recipients will get it, send a test to themselves, then send it once; the send runs
 * in the `newsletter` queue (NewsletterCampaignSender) and the counts come from its delivery rows.
 */
@Injectable()
export class NewsletterCampaignsService {
  constructor(
    private readonly repository: NewsletterCampaignsRepository,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: CampaignListQueryDto): Promise<ListResponse<AdminNewsletterCampaign>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list({ status: query.status, topic: query.topic }, { offset, limit: perPage });
    return listResponse(rows.map(toView), page, perPage, total);
  }

  async get(id: string): Promise<AdminNewsletterCampaign> {
    return toView(await this.row(id));
  }

  async create(actor: AuthUser, input: CampaignInputDto): Promise<AdminNewsletterCampaign> {
    const id = await this.repository.insert({ ...this.clean(input), createdBy: actor.id });
    return this.get(id);
  }

  async update(id: string, input: CampaignInputDto): Promise<AdminNewsletterCampaign> {
    await this.row(id);
    if (!(await this.repository.updateDraft(id, this.clean(input)))) throw this.notADraft();
    return this.get(id);
  }

  async remove(id: string): Promise<AdminNewsletterCampaign> {
    const campaign = await this.get(id);
    if (!(await this.repository.deleteDraft(id))) throw this.notADraft();
    return campaign;
  }

  /** The email as a recipient gets it (the links lead to the pages, without a subscriber's token). */
  async preview(id: string): Promise<NewsletterCampaignPreview> {
    return this.mail.render('newsletter-campaign', this.mailData(await this.row(id)));
  }

  /** The email sent to the staff member asking, subject marked as a test; no delivery is recorded. */
  async sendTest(actor: AuthUser, id: string): Promise<{ ok: true; to: string }> {
    const campaign = await this.row(id);
    const to = await this.repository.staffEmail(actor.id);
    if (!to) throw AppException.notFound('Contul tău nu a fost găsit.');
    const data = this.mailData(campaign);
    await this.mail.send(
      'newsletter-campaign',
      to,
      { ...data, subject: `[Test] ${data.subject}` },
      { jobId: `newsletter-campaign-test-${id}-${randomUUID()}` },
    );
    return { ok: true, to };
  }

  /** draft → sending, once; the start job is written to the outbox with the change. */
  async send(actor: AuthUser, id: string): Promise<AdminNewsletterCampaign> {
    await this.row(id);
    await this.repository.transaction(async (manager) => {
      if (!(await this.repository.markSending(manager, id, actor.id))) throw this.notADraft();
      await this.outbox.add(manager, JobName.StartNewsletterCampaign, { campaignId: id }, `newsletter-campaign-start-${id}`);
    });
    return this.get(id);
  }

  private mailData(campaign: CampaignRow): MailTemplateData<'newsletter-campaign'> {
    const site = this.config.http.publicUrl.replace(/\/+$/, '');
    return {
      subject: campaign.subject,
      bodyHtml: campaign.bodyHtml,
      bodyText: campaignText(campaign.bodyHtml),
      topicName: nameOf(NEWSLETTER_TOPICS, campaign.topic),
      preferencesUrl: `${site}/newsletter/preferinte`,
      unsubscribeUrl: `${site}/newsletter/dezabonare`,
    };
  }

  private clean(input: CampaignInputDto): Pick<CampaignInputDto, 'subject' | 'bodyHtml' | 'topic'> {
    const bodyHtml = sanitizeRichText(commaBelow(input.bodyHtml));
    if (campaignText(bodyHtml).length < 10) {
      throw AppException.validation([{ field: 'bodyHtml', message: 'Conținutul campaniei trebuie să aibă cel puțin 10 caractere de text.' }]);
    }
    return { subject: commaBelow(input.subject), bodyHtml, topic: input.topic };
  }

  private async row(id: string): Promise<CampaignRow> {
    const row = await this.repository.get(id);
    if (!row) throw AppException.notFound('Campania nu există.');
    return row;
  }

  private notADraft(): AppException {
    return AppException.validation([{ field: 'status', message: NOT_A_DRAFT }], NOT_A_DRAFT);
  }
}
