/** The valuation module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { sectionOf } from './valuation-input.js';
export { estimateValue } from './valuation-method.js';
export { ValuationModule } from './valuation.module.js';
export { ValuationService } from './valuation.service.js';
