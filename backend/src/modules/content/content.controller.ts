import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ContentList, FeaturedLink, Partner, PortfolioProject, SpecialPost, SpecialPostSummary } from '../../contracts/content.js';
import { Public } from '../../core/auth/decorators.js';
import { ContentService } from './content.service.js';
import { PortfolioQueryDto } from './portfolio-query.dto.js';

/** Editorial content changes with a deployment only: browsers and proxies may keep it for an hour. */
const EDITORIAL = 'public, max-age=3600';

/** Spec section 7: masterdata/portfolio, all-clients, featuredLinksWeb and featured/misc. */
@ApiTags('content')
@Public()
@Controller('masterdata')
export class ContentMasterdataController {
  constructor(private readonly content: ContentService) {}

  @Get('portfolio')
  @Header('cache-control', EDITORIAL)
  portfolio(@Query() query: PortfolioQueryDto): readonly PortfolioProject[] {
    return this.content.portfolio(query.category);
  }

  @Get('all-clients')
  @Header('cache-control', EDITORIAL)
  clients(): readonly Partner[] {
    return this.content.clients();
  }

  @Get('featuredLinksWeb')
  @Header('cache-control', EDITORIAL)
  featuredLinksWeb(): readonly FeaturedLink[] {
    return this.content.featuredLinksWeb();
  }

  @Get('featured/misc')
  @Header('cache-control', EDITORIAL)
  featuredMisc(): readonly FeaturedLink[] {
    return this.content.featuredMisc();
  }
}

/** Spec section 7: special-posts/{slug}, special-posts/servicii-{product}/list and …/list/{slug}. */
@ApiTags('content')
@Public()
@Controller('special-posts')
export class SpecialPostsController {
  constructor(private readonly content: ContentService) {}

  @Get(':collection/list')
  @Header('cache-control', EDITORIAL)
  list(@Param('collection') collection: string): ContentList<SpecialPostSummary> {
    return this.content.posts(collection);
  }

  @Get(':collection/list/:slug')
  @Header('cache-control', EDITORIAL)
  one(@Param('collection') collection: string, @Param('slug') slug: string): SpecialPost {
    return this.content.post(collection, slug);
  }

  @Get(':slug')
  @Header('cache-control', EDITORIAL)
  bySlug(@Param('slug') slug: string): SpecialPost {
    return this.content.postBySlug(slug);
  }
}
