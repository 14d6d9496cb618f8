import { Body, Controller, Delete, Get, HttpCode, Injectable, Param, Post, Put, Query, type PipeTransform } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse } from '../../../contracts/listings.js';
import type { AdminNewsletterCampaign, NewsletterCampaignPreview } from '../../../contracts/newsletter.js';
import type { AuthUser } from '../../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../../core/auth/decorators.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { CampaignInputDto, CampaignListQueryDto } from './dto/campaign.dto.js';
import { NewsletterCampaignsService } from './newsletter-campaigns.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A campaign id in the path: a malformed one is a 400 with a field message. */
@Injectable()
export class CampaignIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw AppException.validation([{ field: 'id', message: 'Identificatorul campaniei nu este valid.' }]);
    return value.toLowerCase();
  }
}

/**
 * Newsletter campaigns in the console ("Conținut"): admins and moderators, like the subscribers
 * list and the rest of the site's content. Consultants and users get 403.
 */
@ApiTags('admin: newsletter')
@Roles('admin', 'moderator')
@Controller('admin/newsletter-campaigns')
export class NewsletterCampaignsAdminController {
  constructor(private readonly campaigns: NewsletterCampaignsService) {}

  @Get()
  @ApiOperation({ summary: 'Campaigns, newest first, with their delivery counts; by status and topic' })
  list(@Query() query: CampaignListQueryDto): Promise<ListResponse<AdminNewsletterCampaign>> {
    return this.campaigns.list(query);
  }

  @Get(':id')
  get(@Param('id', CampaignIdPipe) id: string): Promise<AdminNewsletterCampaign> {
    return this.campaigns.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'A new draft (the body is sanitised)' })
  create(@CurrentUser() actor: AuthUser, @Body() input: CampaignInputDto): Promise<AdminNewsletterCampaign> {
    return this.campaigns.create(actor, input);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edits a draft; a sent campaign is refused' })
  update(@Param('id', CampaignIdPipe) id: string, @Body() input: CampaignInputDto): Promise<AdminNewsletterCampaign> {
    return this.campaigns.update(id, input);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a draft; a sent campaign is refused' })
  remove(@Param('id', CampaignIdPipe) id: string): Promise<AdminNewsletterCampaign> {
    return this.campaigns.remove(id);
  }

  @Get(':id/preview')
  @ApiOperation({ summary: 'The email as recipients get it: subject, HTML and text' })
  preview(@Param('id', CampaignIdPipe) id: string): Promise<NewsletterCampaignPreview> {
    return this.campaigns.preview(id);
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the email to the staff member asking (subject marked [Test])' })
  sendTest(@CurrentUser() actor: AuthUser, @Param('id', CampaignIdPipe) id: string): Promise<{ ok: true; to: string }> {
    return this.campaigns.sendTest(actor, id);
  }

  @Post(':id/send')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sends the campaign to the confirmed subscribers of its topic, in batches through the queue; once' })
  send(@CurrentUser() actor: AuthUser, @Param('id', CampaignIdPipe) id: string): Promise<AdminNewsletterCampaign> {
    return this.campaigns.send(actor, id);
  }
}
