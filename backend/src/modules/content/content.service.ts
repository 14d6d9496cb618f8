import { fillPricesIn } from '../../contracts/price-list.js';
import { Injectable } from '@nestjs/common';
import {
  FAQ_TOPICS,
  PARTNER_KINDS,
  SPECIAL_POST_COLLECTIONS,
  SUCCESS_STORIES_FEATURED,
  type ContentList,
  type FaqGroup,
  type FeaturedLink,
  type Partner,
  type PortfolioCategory,
  type PortfolioProject,
  type SpecialPost,
  type SpecialPostCollection,
  type SpecialPostSummary,
  type SuccessStory,
  type TeamMember,
} from '../../contracts/content.js';
import type { ContentKind } from '../../contracts/content-admin.js';
import { AppException } from '../../core/errors/app.exception.js';
import type { ContentEntryEntity } from './content-entry.entity.js';
import {
  toFaqItem,
  toFeaturedLink,
  toPartner,
  toPortfolioProject,
  toSpecialPost,
  toSpecialPostSummary,
  toSuccessStory,
  toTeamMember,
  type FeaturedLinkData,
} from './content.mapper.js';
import { ContentRepository } from './content.repository.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { CONTENT_SLUG } from './dto/content-entry.dto.js';

/**
 * How long a process keeps a kind's public answer. Staff edits invalidate it at once in the process
 * that made them; other web processes catch up within this time.
 */
export const CONTENT_CACHE_TTL_MS = 60_000;

const partnerOrder = new Map<string, number>(PARTNER_KINDS.map((kind, index) => [kind.id, index]));

function list<T>(docs: readonly T[]): ContentList<T> {
  return { docs: [...docs], count: docs.length };
}

/** A slug in the path: malformed is a 400 with a field message (nothing is looked up). */
function checkSlug(value: string, field: string, message: string): string {
  if (!CONTENT_SLUG.test(value)) throw AppException.validation([{ field, message }]);
  return value;
}

function isCollection(value: string): value is SpecialPostCollection {
  return (SPECIAL_POST_COLLECTIONS as readonly string[]).includes(value);
}

/** What the public answers are built from, per kind. */
interface Views {
  portfolio_project: readonly PortfolioProject[];
  partner: readonly Partner[];
  featured_link: { web: readonly FeaturedLink[]; misc: readonly FeaturedLink[] };
  special_post: readonly SpecialPost[];
  team_member: ContentList<TeamMember>;
  faq_entry: ContentList<FaqGroup>;
  success_story: readonly SuccessStory[];
}

/** Published entries (already in list order) → the kind's public answer. */
const BUILDERS: { [K in ContentKind]: (rows: ContentEntryEntity[]) => Views[K] } = {
  // Most recent first; the staff's order among the projects of one year.
  portfolio_project: (rows) => rows.map(toPortfolioProject).sort((a, b) => b.year - a.year),
  // Grouped in the order of PARTNER_KINDS; the staff's order within a kind.
  partner: (rows) => rows.map(toPartner).sort((a, b) => (partnerOrder.get(a.kind) ?? 99) - (partnerOrder.get(b.kind) ?? 99)),
  featured_link: (rows) => ({
    web: rows.filter((row) => (row.data as unknown as FeaturedLinkData).placement === 'web').map(toFeaturedLink),
    misc: rows.filter((row) => (row.data as unknown as FeaturedLinkData).placement === 'misc').map(toFeaturedLink),
  }),
  // Prices, durations and delivery times are the price list's, named in the texts by placeholders (contracts/price-list.ts).
  special_post: (rows) => rows.map(toSpecialPost).map(fillPricesIn),
  team_member: (rows) => list(rows.map(toTeamMember)),
  faq_entry: (rows) => {
    const items = rows.map(toFaqItem).map(fillPricesIn);
    const groups = FAQ_TOPICS.map((topic): FaqGroup => ({
      id: topic.id,
      title: topic.title,
      items: items.filter((item) => item.topic === topic.id).map(({ question, answer }) => ({ question, answer })),
    }));
    return list(groups.filter((group) => group.items.length > 0));
  },
  success_story: (rows) => rows.map(toSuccessStory),
};

/**
 * The public side of the editorial content store: what the site shows, read from the database and
 * kept in memory per kind (published entries only) until a staff edit invalidates it or
 * CONTENT_CACHE_TTL_MS passes.
 */
@Injectable()
export class ContentService {
  private readonly cache = new Map<ContentKind, { view: Promise<unknown>; expires: number }>();

  constructor(
    private readonly repository: ContentRepository,
    responses: ResponseCache,
  ) {
    // A change of public data anywhere (another process's staff edit included) drops the views here too.
    responses.onInvalidate(() => this.cache.clear());
  }

  /** Completed projects, most recent first; only one category's when `category` is given. */
  async portfolio(category?: PortfolioCategory): Promise<readonly PortfolioProject[]> {
    const projects = await this.view('portfolio_project');
    return category ? projects.filter((project) => project.category === category) : projects;
  }

  /** Partner and client organisations, in the order of PARTNER_KINDS. */
  clients(): Promise<readonly Partner[]> {
    return this.view('partner');
  }

  async featuredLinksWeb(): Promise<readonly FeaturedLink[]> {
    return (await this.view('featured_link')).web;
  }

  async featuredMisc(): Promise<readonly FeaturedLink[]> {
    return (await this.view('featured_link')).misc;
  }

  /** The posts of a collection, without their bodies. */
  async posts(collection: string): Promise<ContentList<SpecialPostSummary>> {
    return list((await this.collection(collection)).map(toSpecialPostSummary));
  }

  /** One post of a collection. */
  async post(collection: string, slug: string): Promise<SpecialPost> {
    const wanted = checkSlug(slug, 'slug', 'Adresa articolului nu este validă.');
    const found = (await this.collection(collection)).find((post) => post.slug === wanted);
    if (!found) throw AppException.notFound('Articolul căutat nu există.');
    return found;
  }

  /** One post by its slug, whatever its collection (slugs are unique across collections). */
  async postBySlug(slug: string): Promise<SpecialPost> {
    const wanted = checkSlug(slug, 'slug', 'Adresa articolului nu este validă.');
    const found = (await this.view('special_post')).find((post) => post.slug === wanted);
    if (!found) throw AppException.notFound('Articolul căutat nu există.');
    return found;
  }

  /** The FAQ topics that have questions, in page order. */
  faq(): Promise<ContentList<FaqGroup>> {
    return this.view('faq_entry');
  }

  /** The consultants of the team page. */
  team(): Promise<ContentList<TeamMember>> {
    return this.view('team_member');
  }

  /** The home page's approved stories (the first SUCCESS_STORIES_FEATURED in the staff's order). */
  async successStories(): Promise<readonly SuccessStory[]> {
    return (await this.view('success_story')).slice(0, SUCCESS_STORIES_FEATURED);
  }

  /** Every approved story. */
  successStoriesAll(): Promise<readonly SuccessStory[]> {
    return this.view('success_story');
  }

  /** Forgets a kind's answer (after a staff change has committed), or every kind's. */
  invalidate(kind?: ContentKind): void {
    if (kind) this.cache.delete(kind);
    else this.cache.clear();
  }

  private async collection(name: string): Promise<readonly SpecialPost[]> {
    const wanted = checkSlug(name, 'collection', 'Numele colecției de articole nu este valid.');
    if (!isCollection(wanted)) throw AppException.notFound('Colecția de articole nu există.');
    return (await this.view('special_post')).filter((post) => post.collection === wanted);
  }

  /**
   * The kind's public answer, computed once and shared by concurrent requests. A load started
   * before an invalidation is not kept (its entry was replaced or removed); a failed load is dropped.
   */
  private view<K extends ContentKind>(kind: K): Promise<Views[K]> {
    const now = Date.now();
    const hit = this.cache.get(kind);
    if (hit && hit.expires > now) return hit.view as Promise<Views[K]>;
    const entry = { view: this.repository.published(kind).then((rows) => BUILDERS[kind](rows)), expires: now + CONTENT_CACHE_TTL_MS };
    this.cache.set(kind, entry);
    entry.view.catch(() => {
      if (this.cache.get(kind) === entry) this.cache.delete(kind);
    });
    return entry.view as Promise<Views[K]>;
  }
}
