import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AdminNewsletterSubscriber } from '../../contracts/admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import { Roles } from '../../core/auth/decorators.js';
import { NewsletterFilterDto, NewsletterListQueryDto } from './dto/newsletter-admin.dto.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';

/**
 * Newsletter subscribers in the staff console (the "Conținut" area): admins and moderators, who
 * run the site's content and newsletter. Consultants and users get 403.
 */
@ApiTags('admin: newsletter')
@Roles('admin', 'moderator')
@Controller('admin/newsletter')
export class NewsletterAdminController {
  constructor(private readonly newsletter: NewsletterAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Subscribers: filter by topic and status, search the email, sort, pages' })
  list(@Query() query: NewsletterListQueryDto): Promise<ListResponse<AdminNewsletterSubscriber>> {
    return this.newsletter.list(query);
  }

  @Get('export.csv')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'The same filtered list as a CSV download (UTF-8 with BOM, header row)' })
  async export(@Query() query: NewsletterFilterDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { fileName, csv } = await this.newsletter.exportCsv(query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    return csv;
  }
}
