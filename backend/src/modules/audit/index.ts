/** The audit module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { AuditModule } from './audit.module.js';
export { AuditService } from './audit.service.js';
