/** The consulting module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { ConsultingAdminService } from './consulting-admin.service.js';
export { ConsultingModule } from './consulting.module.js';
export { ConsultingService } from './consulting.service.js';
export { OptionalText } from './dto/consulting-fields.js';
