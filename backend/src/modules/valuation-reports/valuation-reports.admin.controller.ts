import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ListResponse } from '../../contracts/listings.js';
import type { StaffValuationReport } from '../../contracts/valuation-reports.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { UpdateValuationReportDto, ValuationReportQueryDto } from './dto/valuation-report.dto.js';
import { ReportVersionPipe, ValuationReportIdPipe } from './valuation-report-params.js';
import { sendReportPdf } from './valuation-reports.controller.js';
import { ValuationReportsService } from './valuation-reports.service.js';

/** The consultants' report workspaces in the console: consultants and admins; moderators and users get 403. */
@ApiTags('admin: valuation reports')
@Roles('consultant', 'admin')
@Controller('admin/valuation-reports')
export class ValuationReportsAdminController {
  constructor(private readonly reports: ValuationReportsService) {}

  @Get()
  @ApiOperation({ summary: 'Report workspaces: status (draft, published), q (company, CUI, order number, client), page, pageSize' })
  list(@Query() query: ValuationReportQueryDto): Promise<ListResponse<StaffValuationReport>> {
    return this.reports.list(query);
  }

  @Get(':id')
  @ApiOperation({
    summary: "One workspace: figures, starting estimate, adjustments, comparables, conclusion, the client's documents and the published versions",
  })
  get(@Param('id', ValuationReportIdPipe) id: string): Promise<StaffValuationReport> {
    return this.reports.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Saves the draft (only the parts sent change)' })
  update(@Param('id', ValuationReportIdPipe) id: string, @Body() body: UpdateValuationReportDto): Promise<StaffValuationReport> {
    return this.reports.update(id, body);
  }

  @Post(':id/refresh-figures')
  @HttpCode(200)
  @ApiOperation({ summary: "Reads the company's figures from ANAF again by its CUI (503 while ANAF does not answer)" })
  refreshFigures(@Param('id', ValuationReportIdPipe) id: string): Promise<StaffValuationReport> {
    return this.reports.refreshFigures(id);
  }

  @Post(':id/refresh-comparables')
  @HttpCode(200)
  @ApiOperation({ summary: 'Searches the comparable listings again (same CAEN division or domain, near the value)' })
  refreshComparables(@Param('id', ValuationReportIdPipe) id: string): Promise<StaffValuationReport> {
    return this.reports.refreshComparables(id);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes the next version: its PDF is made and emailed to the client after the commit' })
  publish(@CurrentUser() actor: AuthUser, @Param('id', ValuationReportIdPipe) id: string): Promise<StaffValuationReport> {
    return this.reports.publish(actor, id);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'The PDF of a published version (?version=N; the latest without it)' })
  async pdf(
    @Param('id', ValuationReportIdPipe) id: string,
    @Query('version', ReportVersionPipe) version: number | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendReportPdf(reply, await this.reports.staffPdf(id, version));
  }
}
