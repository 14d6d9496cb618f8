/** The company-data module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { CompanyDataModule } from './company-data.module.js';
export { CompanyDataService } from './company-data.service.js';
