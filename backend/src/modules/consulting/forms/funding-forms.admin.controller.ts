import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { FundingForm } from '../../../contracts/funding-forms.js';
import { LISTING_MAX_DOCUMENT_BYTES, type ListResponse } from '../../../contracts/listings.js';
import type { AuthUser } from '../../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../../core/auth/decorators.js';
import { readFormBody, type MultipartLimits } from '../../../core/http/multipart.js';
import { validateDto } from '../../../core/validation/validation.pipe.js';
import type { IncomingFile } from '../../uploads/uploads.service.js';
import { CreateFundingFormDto, FundingFormsQueryDto, UpdateFundingFormDto } from './dto/funding-form.dto.js';
import { FundingFormIdPipe } from './funding-forms-params.js';
import { FUNDING_FORM_FILE_FIELD, FundingFormsService } from './funding-forms.service.js';

/** Who files the programmes' forms: admins and consultants (the console's Consultanță section). */
export const FUNDING_FORM_STAFF = ['admin', 'consultant'] as const;

/** One file of at most 15 MB, like every document; per-request limits override the global ones. */
const FILE_LIMITS: MultipartLimits = { fileFields: [FUNDING_FORM_FILE_FIELD], maxFileBytes: LISTING_MAX_DOCUMENT_BYTES, maxFiles: 1 };

/** The programmes' forms in the console (`/api/admin/funding-forms`, ra-data-simple-rest conventions; multipart with the file field `file`). */
@ApiTags('admin: funding forms')
@Roles(...FUNDING_FORM_STAFF)
@Controller('admin/funding-forms')
export class FundingFormsAdminController {
  constructor(private readonly forms: FundingFormsService) {}

  @Get()
  @ApiOperation({ summary: 'Every form (few: no pages), optionally one programme' })
  async list(@Query() query: FundingFormsQueryDto): Promise<ListResponse<FundingForm>> {
    const docs = await this.forms.list(query.programmeId);
    const total = docs.length;
    return { docs, count: total, pagination: { page: 1, perPage: Math.max(total, 1), prevPage: null, nextPage: null, total, totalPages: 1, featuredCount: 0 } };
  }

  @Get(':id')
  get(@Param('id', FundingFormIdPipe) id: string): Promise<FundingForm> {
    return this.forms.get(id);
  }

  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'A new form: programmeId, title and the file (PDF, DOC/DOCX, XLS/XLSX, ODT/ODS, ≤ 15 MB)' })
  async create(@CurrentUser() actor: AuthUser, @Req() request: FastifyRequest): Promise<FundingForm> {
    const { fields, file } = await this.receive(request);
    return this.forms.create(actor, await validateDto(CreateFundingFormDto, fields), file);
  }

  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'Changes the title or programme; a file replaces the current one' })
  async update(@CurrentUser() actor: AuthUser, @Param('id', FundingFormIdPipe) id: string, @Req() request: FastifyRequest): Promise<FundingForm> {
    const { fields, file } = await this.receive(request);
    return this.forms.update(actor, id, await validateDto(UpdateFundingFormDto, fields), file);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the form and its file; answers the form as it was' })
  remove(@CurrentUser() actor: AuthUser, @Param('id', FundingFormIdPipe) id: string): Promise<FundingForm> {
    return this.forms.remove(actor, id);
  }

  private async receive(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: IncomingFile | undefined }> {
    const body = await readFormBody(request, FILE_LIMITS);
    const [file] = body.files;
    return { fields: body.fields, file: file ? { filename: file.filename, buffer: file.buffer } : undefined };
  }
}
