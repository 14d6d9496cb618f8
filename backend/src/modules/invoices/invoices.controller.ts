import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { InvoiceIdPipe } from './invoice-params.js';
import { InvoicesService, type InvoiceFile } from './invoices.service.js';

/** Downloads of an order's invoice and credit notes: the buyer, admins and consultants; 404 for anyone else. */
@ApiTags('checkout')
@Controller('checkout/invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get(':id/pdf')
  @ApiOperation({ summary: 'The PDF of an invoice or credit note (its buyer, admins and consultants; 404 for anyone else)' })
  async pdf(@CurrentUser() user: AuthUser, @Param('id', InvoiceIdPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    await this.send(reply, await this.invoices.openPdf(user, id));
  }

  @Get(':id/xml')
  @ApiOperation({ summary: 'The RO e-Factura XML (UBL 2.1, CIUS-RO) of an invoice or credit note; 404 while it is not made yet' })
  async xml(@CurrentUser() user: AuthUser, @Param('id', InvoiceIdPipe) id: string, @Res() reply: FastifyReply): Promise<void> {
    await this.send(reply, await this.invoices.openXml(user, id));
  }

  private async send(reply: FastifyReply, file: InvoiceFile): Promise<void> {
    await sendFileDownload(reply, file);
  }
}
