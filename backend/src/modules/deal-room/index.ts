/** The deal-room module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { DealRoomModule } from './deal-room.module.js';
export { DealRoomService } from './deal-room.service.js';
