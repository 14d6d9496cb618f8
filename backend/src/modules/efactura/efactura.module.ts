import { Module } from '@nestjs/common';
import { EfacturaAdminController } from './efactura.admin.controller.js';
import { EfacturaService } from './efactura.service.js';

/** RO e-Factura: the UBL XML of issued invoices, their upload to ANAF's SPV, states and retry (`/api/admin/efactura`). */
@Module({
  controllers: [EfacturaAdminController],
  providers: [EfacturaService],
  exports: [EfacturaService],
})
export class EfacturaModule {}
