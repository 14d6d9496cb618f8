import { Module, type OnModuleInit } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { EfacturaAdminController } from './efactura.admin.controller.js';
import { EfacturaJobs } from './efactura.job.js';
import { EfacturaRepository } from './efactura.repository.js';
import { DocumentGateService } from './document-gate.service.js';
import { EfacturaService } from './efactura.service.js';
import { OfficialRulesValidator } from './official-rules.validator.js';
import { renderInvoiceXml } from './ubl-invoice.js';

/**
 * RO e-Factura: the UBL XML of issued invoices and credit notes (served by the invoices module's
 * download route), the gate of the official rules every document passes before its upload or its
 * hand-over to the buyer, their upload to ANAF's SPV queued in the issuing transaction, states and
 * retry (`/api/admin/efactura`).
 */
@Module({
  imports: [AuditModule, InvoicesModule],
  controllers: [EfacturaAdminController],
  providers: [EfacturaRepository, EfacturaService, EfacturaJobs, OfficialRulesValidator, DocumentGateService],
  exports: [EfacturaService],
})
export class EfacturaModule implements OnModuleInit {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly efactura: EfacturaService,
    private readonly gate: DocumentGateService,
  ) {}

  onModuleInit(): void {
    this.invoices.provideGate(this.gate);
    this.invoices.provideXml({ xmlOf: async (invoice) => Buffer.from(renderInvoiceXml(invoice.document), 'utf8') });
    this.invoices.addIssuedListener({ issued: async (manager, invoice) => void (await this.efactura.queue(manager, invoice.id)) });
  }
}
