import { Module } from '@nestjs/common';
import { FavoriteRepository } from './favorite.repository.js';
import { FavoritesController } from './favorites.controller.js';
import { FavoritesService } from './favorites.service.js';

@Module({ controllers: [FavoritesController], providers: [FavoriteRepository, FavoritesService], exports: [FavoritesService] })
export class FavoritesModule {}
