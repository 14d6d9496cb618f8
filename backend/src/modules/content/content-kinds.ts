import type { Type } from '@nestjs/common';
import { FAQ_TOPICS, FEATURED_LINK_PLACEMENTS, PARTNER_KINDS, PORTFOLIO_CATEGORIES, SPECIAL_POST_COLLECTIONS } from '../../contracts/content.js';
import { CONTENT_RESOURCES, type ContentKind } from '../../contracts/content-admin.js';
import {
  CreateFaqEntryDto,
  CreateFeaturedLinkDto,
  CreatePartnerDto,
  CreatePortfolioProjectDto,
  CreateSpecialPostDto,
  CreateSuccessStoryDto,
  CreateTeamMemberDto,
  UpdateFaqEntryDto,
  UpdateFeaturedLinkDto,
  UpdatePartnerDto,
  UpdatePortfolioProjectDto,
  UpdateSpecialPostDto,
  UpdateSuccessStoryDto,
  UpdateTeamMemberDto,
  type ContentEntryInputDto,
} from './dto/content-entry.dto.js';

/** What the generic store needs to know of a kind; everything else is the same for all of them. */
export interface ContentKindDefinition {
  kind: ContentKind;
  /** The path under /api/admin/content. */
  path: string;
  /** Whether the kind's entries have a slug (unique within the kind, required). */
  hasSlug: boolean;
  /** The kind's concrete DTOs (validation and OpenAPI). */
  create: Type<ContentEntryInputDto>;
  update: Type<ContentEntryInputDto>;
  /** The data field the list's `group` filter reads, and the values it accepts. */
  group: { field: string; values: readonly string[] } | null;
  /** The 404 message of an unknown id. */
  notFound: string;
}

const idsOf = (list: readonly { id: string }[]) => list.map((item) => item.id);

export const CONTENT_KIND_DEFINITIONS: Record<ContentKind, ContentKindDefinition> = {
  portfolio_project: {
    kind: 'portfolio_project',
    path: CONTENT_RESOURCES.portfolio_project.path,
    hasSlug: true,
    create: CreatePortfolioProjectDto,
    update: UpdatePortfolioProjectDto,
    group: { field: 'category', values: idsOf(PORTFOLIO_CATEGORIES) },
    notFound: 'Proiectul nu există.',
  },
  partner: {
    kind: 'partner',
    path: CONTENT_RESOURCES.partner.path,
    hasSlug: true,
    create: CreatePartnerDto,
    update: UpdatePartnerDto,
    group: { field: 'kind', values: idsOf(PARTNER_KINDS) },
    notFound: 'Partenerul nu există.',
  },
  featured_link: {
    kind: 'featured_link',
    path: CONTENT_RESOURCES.featured_link.path,
    hasSlug: false,
    create: CreateFeaturedLinkDto,
    update: UpdateFeaturedLinkDto,
    group: { field: 'placement', values: idsOf(FEATURED_LINK_PLACEMENTS) },
    notFound: 'Linkul nu există.',
  },
  special_post: {
    kind: 'special_post',
    path: CONTENT_RESOURCES.special_post.path,
    hasSlug: true,
    create: CreateSpecialPostDto,
    update: UpdateSpecialPostDto,
    group: { field: 'collection', values: [...SPECIAL_POST_COLLECTIONS] },
    notFound: 'Articolul nu există.',
  },
  team_member: {
    kind: 'team_member',
    path: CONTENT_RESOURCES.team_member.path,
    hasSlug: false,
    create: CreateTeamMemberDto,
    update: UpdateTeamMemberDto,
    group: null,
    notFound: 'Membrul echipei nu există.',
  },
  faq_entry: {
    kind: 'faq_entry',
    path: CONTENT_RESOURCES.faq_entry.path,
    hasSlug: false,
    create: CreateFaqEntryDto,
    update: UpdateFaqEntryDto,
    group: { field: 'topic', values: idsOf(FAQ_TOPICS) },
    notFound: 'Întrebarea nu există.',
  },
  success_story: {
    kind: 'success_story',
    path: CONTENT_RESOURCES.success_story.path,
    hasSlug: false,
    create: CreateSuccessStoryDto,
    update: UpdateSuccessStoryDto,
    group: null,
    notFound: 'Povestea de succes nu există.',
  },
};
