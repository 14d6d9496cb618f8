import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATA_EXPORT_PAGE_PATH, type DataExportLinkState, type DataExportRequested, type DataExportSummary } from '../../contracts/privacy.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { DataExportsService } from './data-exports.service.js';
import { DataExportTokenDto } from './dto/data-export-token.dto.js';

const REFUSALS: Record<Exclude<DataExportLinkState['state'], 'ready'>, () => AppException> = {
  used: () => AppException.notFound('Arhiva a fost deja descărcată: linkul funcționează o singură dată. Poți cere o arhivă nouă din contul tău.'),
  expired: () => AppException.notFound('Linkul a expirat, iar arhiva a fost ștearsă. Poți cere o arhivă nouă din contul tău.'),
  invalid: () => AppException.notFound('Linkul de descărcare nu este valid.'),
  'other-account': () => AppException.forbidden('Arhiva a fost cerută din alt cont. Intră în contul care a cerut-o.'),
};

/** A plain HTML form of the site (the link's page without JavaScript), as opposed to an API client. */
const isBrowserForm = (request: FastifyRequest): boolean => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** „Descarcă datele mele”: the archive of the signed-in user's own data (contracts/privacy.ts). */
@ApiTags('account')
@Controller('account/data-export')
export class DataExportController {
  constructor(private readonly exports: DataExportsService) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Asks for the archive of my data; it is emailed as a once-only link (one in preparation at a time)' })
  request(@CurrentUser() user: AuthUser): Promise<DataExportRequested> {
    return this.exports.request(user.id);
  }

  @Get()
  @ApiOperation({ summary: 'The latest archive of my data I asked for, or null' })
  async latest(@CurrentUser() user: AuthUser): Promise<{ export: DataExportSummary | null }> {
    return { export: await this.exports.latest(user.id) };
  }

  @Get('link')
  @ApiOperation({ summary: "The emailed link's archive: ready to download, or why not (changes nothing)" })
  link(@CurrentUser() user: AuthUser, @Query() query: DataExportTokenDto): Promise<DataExportLinkState> {
    return this.exports.linkState(user.id, query.token);
  }

  /**
   * The link page's button: the ZIP as an attachment, once. A refusal answers the error, or, to the
   * page's plain form post, leads back to the link's page (303), which says why in Romanian.
   */
  @Post('download')
  @HttpCode(200)
  @ApiOperation({ summary: 'Downloads the archive of the emailed link (once, by the account that asked for it)' })
  async download(@CurrentUser() user: AuthUser, @Body() body: DataExportTokenDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const claimed = await this.exports.claim(user.id, body.token);
    if (!claimed.ok) {
      if (isBrowserForm(request))
        return void reply.header('cache-control', 'no-store').redirect(`${DATA_EXPORT_PAGE_PATH}?token=${encodeURIComponent(body.token)}`, 303);
      throw REFUSALS[claimed.state]();
    }
    // Sent (or cut short), the file is deleted: the archive exists for this one download.
    claimed.file.stream.once('close', () => void claimed.discard());
    await sendFileDownload(reply, claimed.file);
  }
}
