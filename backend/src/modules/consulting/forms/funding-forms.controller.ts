import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { FundingFormsAnswer } from '../../../contracts/funding-forms.js';
import { Public } from '../../../core/auth/decorators.js';
import { CacheResponse } from '../../../core/http/response-cache.js';
import { sendFileDownload } from '../../../core/http/file-download.js';
import { FundingFormsQueryDto } from './dto/funding-form.dto.js';
import { FundingFormIdPipe } from './funding-forms-params.js';
import { FundingFormsService } from './funding-forms.service.js';

/** The programmes' forms, public (`formulare-eligibilitate`). */
@ApiTags('consulting')
@Controller('consulting/forms')
export class FundingFormsController {
  constructor(private readonly forms: FundingFormsService) {}

  @Public()
  @CacheResponse()
  @Get()
  @ApiOperation({ summary: "Every programme's application forms and annexes (optionally one programme's), in programme order" })
  async list(@Query() query: FundingFormsQueryDto): Promise<FundingFormsAnswer> {
    const docs = await this.forms.list(query.programmeId);
    return { docs, count: docs.length };
  }

  @Public()
  @Get(':id/download')
  @ApiOperation({ summary: "A form's file, as an attachment with its name and type" })
  async download(@Param('id', FundingFormIdPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    const file = await this.forms.open(id);
    // A replaced file keeps its URL: caches ask again every time.
    await sendFileDownload(reply, file, { cacheControl: 'public, no-cache' });
  }
}
