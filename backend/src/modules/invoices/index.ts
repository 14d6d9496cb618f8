/** The invoices module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { ExchangeRates } from './exchange-rates.js';
export type { RulesVerdict } from './invoice-ports.js';
export { ORDER_INVOICES_SQL, orderInvoices } from './invoices.mapper.js';
export type { InvoiceSummary } from './invoices.mapper.js';
export { InvoicesModule } from './invoices.module.js';
export { InvoicesService } from './invoices.service.js';
