import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CompanyDataModule } from '../company-data/company-data.module.js';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ValuationReportsModule } from '../valuation-reports/valuation-reports.module.js';
import { OrderMails } from './order-mails.js';
import { OrdersAdminController } from './orders.admin.controller.js';
import { OrdersAdminService } from './orders-admin.service.js';
import { OrdersController } from './orders.controller.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';
import { BankTransferProvider } from './payments/bank-transfer.provider.js';
import { CardPaymentJob } from './card-payment.job.js';
import { CardPayments } from './payments/card-payments.service.js';
import { CardWebhookService } from './payments/card-webhook.service.js';
import { PaymentProviders } from './payments/payment-providers.js';
import { StripeCardProvider } from './payments/stripe-card.provider.js';
import { StripeClient } from './payments/stripe-client.js';
import { UnpaidOrdersJob } from './unpaid-orders.job.js';

/** The checkout (`/api/checkout`) and the staff orders API (`/api/admin/orders`). */
@Module({
  imports: [AuditModule, CompanyDataModule, ConsultingModule, InvoicesModule, ListingCoreModule, MailModule, ValuationReportsModule],
  controllers: [OrdersController, OrdersAdminController],
  providers: [
    OrdersRepository,
    OrdersService,
    OrdersAdminService,
    OrderMails,
    UnpaidOrdersJob,
    StripeClient,
    BankTransferProvider,
    StripeCardProvider,
    PaymentProviders,
    CardPayments,
    CardWebhookService,
    CardPaymentJob,
  ],
  exports: [OrdersAdminService],
})
export class OrdersModule {}
