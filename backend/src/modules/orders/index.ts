/** The orders module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { ORDER_READERS, OrdersAdminService } from './orders-admin.service.js';
export { OrdersModule } from './orders.module.js';
export type { OrderRow } from './orders.repository.js';
