/** The valuation-reports module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { ValuationReportsModule } from './valuation-reports.module.js';
export { ValuationReportsService } from './valuation-reports.service.js';
