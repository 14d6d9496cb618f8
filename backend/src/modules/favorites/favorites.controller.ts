import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Favorite } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { AddFavoriteDto, FavoriteEntityParamDto, RemoveFavoriteQueryDto } from './dto/favorite.dto.js';
import { FavoritesService } from './favorites.service.js';

/** Spec section 7: the signed-in user's favourites (every route needs a session). */
@ApiTags('favorite')
@Controller('favorite')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Get()
  list(@CurrentUser() user: AuthUser): Promise<Favorite[]> {
    return this.favorites.list(user.id);
  }

  @Get('count')
  async count(@CurrentUser() user: AuthUser): Promise<{ count: number }> {
    return { count: await this.favorites.count(user.id) };
  }

  /** 201 when added, 200 when it was already a favourite (same answer, nothing added). */
  @Post()
  async add(@CurrentUser() user: AuthUser, @Body() dto: AddFavoriteDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<Favorite> {
    const { favorite, created } = await this.favorites.add(user.id, dto.entityId, dto.type);
    reply.status(created ? 201 : 200);
    return favorite;
  }

  @Delete(':id')
  @HttpCode(204)
  async remove(@CurrentUser() user: AuthUser, @Param() params: FavoriteEntityParamDto, @Query() query: RemoveFavoriteQueryDto): Promise<void> {
    await this.favorites.remove(user.id, params.id, query.type);
  }
}
