/** The masterdata module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { MasterdataModule } from './masterdata.module.js';
export { MasterdataService } from './masterdata.service.js';
