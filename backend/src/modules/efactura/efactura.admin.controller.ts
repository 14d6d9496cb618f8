import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminEfacturaInvoice, EfacturaSettingsView } from '../../contracts/efactura.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { InvoiceIdPipe } from '../invoices/invoice-params.js';
import { ORDER_READERS } from '../orders/orders-admin.service.js';
import { EfacturaListQueryDto } from './dto/efactura-admin.dto.js';
import { EfacturaService } from './efactura.service.js';

/**
 * RO e-Factura in the console: each invoice's and credit note's SPV state with ANAF's messages
 * (admins and consultants, like orders); admins send a rejected or failed one again.
 */
@ApiTags('admin: e-Factura')
@Roles(...ORDER_READERS)
@Controller('admin/efactura')
export class EfacturaAdminController {
  constructor(private readonly efactura: EfacturaService) {}

  @Get()
  @ApiOperation({ summary: 'Invoices and credit notes with their e-Factura state, newest first' })
  list(@Query() query: EfacturaListQueryDto): Promise<ListResponse<AdminEfacturaInvoice>> {
    return this.efactura.list(query);
  }

  @Get('settings')
  @ApiOperation({ summary: 'Whether e-Factura is configured' })
  settings(): EfacturaSettingsView {
    return { enabled: this.efactura.enabled };
  }

  @Get(':id')
  get(@Param('id', InvoiceIdPipe) id: string): Promise<AdminEfacturaInvoice> {
    return this.efactura.get(id);
  }

  @Post(':id/retry')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({ summary: 'Sends a rejected, failed or never sent invoice to ANAF again (a new attempt, uploaded once)' })
  retry(@CurrentUser() actor: AuthUser, @Param('id', InvoiceIdPipe) id: string): Promise<AdminEfacturaInvoice> {
    return this.efactura.retry(actor, id);
  }
}
