import { Body, Controller, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import type { ListingView } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { ListingIdBodyDto } from '../listing-core/dto/listing-input.dto.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { CreateNewsDto, UpdateNewsDto, NewsListQueryDto } from './dto/news.dto.js';

/** Who writes news: the site's content staff. */
const NEWS_STAFF = ['admin', 'moderator'] as const;

@ApiTags('news')
@Controller('news')
export class NewsController extends ListingController({
  type: ListingType.News,
  create: CreateNewsDto,
  update: UpdateNewsDto,
  query: NewsListQueryDto,
  editable: false,
}) {
  /**
   * Spec section 7: news has PUT at its base path (and no `/update/` or `/renew/`). A staff edit of
   * the article whose `id` is in the body, the other fields validated as when it was created; the
   * change is public at once (the listing core refreshes the cached answers and pages).
   */
  @Roles(...NEWS_STAFF)
  @Put()
  @ApiBody({ type: UpdateNewsDto })
  @ApiOperation({ summary: 'Staff edit of the news article whose `id` is in the body' })
  async edit(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<ListingView<Record<string, unknown>>> {
    const { id, ...rest } = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const target = await validateDto(ListingIdBodyDto, { id });
    return this.owner.update(ListingType.News, user, target.id, await validateDto(UpdateNewsDto, rest));
  }
}
