/** The favorites module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { FavoritesModule } from './favorites.module.js';
export { FavoritesService } from './favorites.service.js';
