import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { ExchangeRates } from './exchange-rates.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Fiscal invoices and credit notes of orders (`/api/checkout/invoices`). The orders module calls
 * InvoicesService in its "paid" and "cancelled" transactions; the e-Factura module registers its XML
 * generator and an "issued" listener with it (invoice-ports.ts).
 */
@Module({
  imports: [MailModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoicesService, ExchangeRates],
  exports: [InvoicesService, InvoicesRepository, ExchangeRates],
})
export class InvoicesModule {}
