import { Controller, Get, Header, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type {
  ContentList,
  FaqGroup,
  FeaturedLink,
  Partner,
  PortfolioProject,
  SpecialPost,
  SpecialPostSummary,
  SuccessStory,
  SuccessStorySubmitted,
  TeamMember,
} from '../../contracts/content.js';
import { LISTING_MAX_IMAGE_BYTES } from '../../contracts/listings.js';
import { Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { readFormBody, type MultipartLimits } from '../../core/http/multipart.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { ContentService } from './content.service.js';
import { PortfolioQueryDto } from './dto/portfolio-query.dto.js';
import { SubmitSuccessStoryDto } from './dto/success-story.dto.js';
import { SuccessStoriesService } from './success-stories.service.js';

/** A review's multipart body: its fields and at most one picture. */
const STORY_FORM: MultipartLimits = { fileFields: ['photo'], maxFileBytes: LISTING_MAX_IMAGE_BYTES, maxFiles: 1 };

/**
 * Browsers and proxies may keep editorial answers for an hour. The site's own pages read the API
 * in-process (no HTTP cache), so a staff edit shows on the next page view.
 */
const EDITORIAL = 'public, max-age=3600';

/** Spec section 7: masterdata/portfolio, all-clients, featuredLinksWeb, featured/misc, successStories (GET and POST), successStoriesAll. */
@ApiTags('content')
@Public()
@Controller('masterdata')
export class ContentMasterdataController {
  constructor(
    private readonly content: ContentService,
    private readonly stories: SuccessStoriesService,
  ) {}

  @Get('portfolio')
  @Header('cache-control', EDITORIAL)
  portfolio(@Query() query: PortfolioQueryDto): Promise<readonly PortfolioProject[]> {
    return this.content.portfolio(query.category);
  }

  @Get('all-clients')
  @Header('cache-control', EDITORIAL)
  clients(): Promise<readonly Partner[]> {
    return this.content.clients();
  }

  @Get('featuredLinksWeb')
  @Header('cache-control', EDITORIAL)
  featuredLinksWeb(): Promise<readonly FeaturedLink[]> {
    return this.content.featuredLinksWeb();
  }

  @Get('featured/misc')
  @Header('cache-control', EDITORIAL)
  featuredMisc(): Promise<readonly FeaturedLink[]> {
    return this.content.featuredMisc();
  }

  @Get('successStories')
  @Header('cache-control', EDITORIAL)
  @ApiOperation({ summary: "The home page's approved success stories (at most six, in the staff's order)" })
  successStories(): Promise<readonly SuccessStory[]> {
    return this.content.successStories();
  }

  @Get('successStoriesAll')
  @Header('cache-control', EDITORIAL)
  @ApiOperation({ summary: 'Every approved success story' })
  successStoriesAll(): Promise<readonly SuccessStory[]> {
    return this.content.successStoriesAll();
  }

  @Post('successStories')
  @CreatesOnce({ form: STORY_FORM })
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: SubmitSuccessStoryDto, description: 'Fields; multipart may add the file field `photo` (JPEG, PNG, WebP or AVIF)' })
  @ApiOperation({ summary: "A visitor's review: stored pending, public only once a moderator approves it" })
  async submitSuccessStory(@Req() request: FastifyRequest): Promise<SuccessStorySubmitted> {
    const body = await readFormBody(request, STORY_FORM);
    const input = await validateDto(SubmitSuccessStoryDto, body.fields);
    // A form sent without choosing a file carries an empty file part.
    const photo = body.files.find((file) => file.buffer.length > 0);
    return this.stories.submit(input, photo?.buffer, clientInfo(request).ip);
  }
}

/** The FAQ and the team page's consultants. */
@ApiTags('content')
@Public()
@Controller('content')
export class ContentPagesController {
  constructor(private readonly content: ContentService) {}

  @Get('faq')
  @Header('cache-control', EDITORIAL)
  @ApiOperation({ summary: 'The FAQ: `{ docs: [{ id, title, items: [{ question, answer }] }], count }`, topics in page order' })
  faq(): Promise<ContentList<FaqGroup>> {
    return this.content.faq();
  }

  @Get('team')
  @Header('cache-control', EDITORIAL)
  @ApiOperation({ summary: 'The consultants of the team page: `{ docs: [{ name, role, experience, focus }], count }`' })
  team(): Promise<ContentList<TeamMember>> {
    return this.content.team();
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
  list(@Param('collection') collection: string): Promise<ContentList<SpecialPostSummary>> {
    return this.content.posts(collection);
  }

  @Get(':collection/list/:slug')
  @Header('cache-control', EDITORIAL)
  one(@Param('collection') collection: string, @Param('slug') slug: string): Promise<SpecialPost> {
    return this.content.post(collection, slug);
  }

  @Get(':slug')
  @Header('cache-control', EDITORIAL)
  bySlug(@Param('slug') slug: string): Promise<SpecialPost> {
    return this.content.postBySlug(slug);
  }
}
