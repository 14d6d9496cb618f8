import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ClientValuationReport } from '../../contracts/valuation-reports.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { ReportVersionPipe, ValuationReportIdPipe } from './valuation-report-params.js';
import { ValuationReportsService, type ReportFile } from './valuation-reports.service.js';

export async function sendReportPdf(reply: FastifyReply, file: ReportFile): Promise<void> {
  await sendFileDownload(reply, file, { contentType: 'application/pdf' });
}

/** The client's valuation reports: signed-in users see only their own; another's report is a 404. */
@ApiTags('valuation reports')
@Controller('valuation-reports')
export class ValuationReportsController {
  constructor(private readonly reports: ValuationReportsService) {}

  @Get('mine')
  @ApiOperation({ summary: "The signed-in client's valuation reports with their published versions" })
  mine(@CurrentUser() user: AuthUser): Promise<ClientValuationReport[]> {
    return this.reports.mine(user);
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: "A report's PDF (?version=N; the latest without it): its client only, 404 for anyone else" })
  async pdf(
    @CurrentUser() user: AuthUser,
    @Param('id', ValuationReportIdPipe) id: string,
    @Query('version', ReportVersionPipe) version: number | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendReportPdf(reply, await this.reports.clientPdf(user, id, version));
  }
}
