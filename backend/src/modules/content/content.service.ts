import { Injectable } from '@nestjs/common';
import {
  PARTNER_KINDS,
  PORTFOLIO_CATEGORIES,
  SPECIAL_POST_COLLECTIONS,
  type ContentList,
  type FeaturedLink,
  type Partner,
  type PortfolioCategory,
  type PortfolioProject,
  type SpecialPost,
  type SpecialPostCollection,
  type SpecialPostSummary,
} from '../../contracts/content.js';
import { AppException } from '../../core/errors/app.exception.js';
import { BUSINESS_SERVICES } from './data/business-services.data.js';
import { FEATURED_LINKS_WEB, FEATURED_MISC } from './data/featured-links.data.js';
import { PARTNERS } from './data/partners.data.js';
import { PORTFOLIO } from './data/portfolio.data.js';

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,118}[a-z0-9])?$/;

const categoryNames = new Map<string, string>(PORTFOLIO_CATEGORIES.map((category) => [category.id, category.name]));
const kindNames = new Map<string, string>(PARTNER_KINDS.map((kind) => [kind.id, kind.name]));

const portfolio: readonly PortfolioProject[] = PORTFOLIO.map((project) => ({ ...project, categoryName: categoryNames.get(project.category)! }));
const partners: readonly Partner[] = PARTNERS.map((partner) => ({ ...partner, kindName: kindNames.get(partner.kind)! }));

/** Every collection's posts, in page order. */
const collections: ReadonlyMap<SpecialPostCollection, readonly SpecialPost[]> = new Map([
  ['servicii-roafaceri', BUSINESS_SERVICES.map((post): SpecialPost => ({ ...post, collection: 'servicii-roafaceri' }))],
]);

function summaryOf({ slug, collection, title, excerpt, duration, priceHint }: SpecialPost): SpecialPostSummary {
  return { slug, collection, title, excerpt, duration, priceHint };
}

function list<T>(docs: readonly T[]): ContentList<T> {
  return { docs: [...docs], count: docs.length };
}

/** A slug in the path: malformed is a 400 with a field message (nothing is looked up). */
function checkSlug(value: string, field: string, message: string): string {
  if (!SLUG.test(value)) throw AppException.validation([{ field, message }]);
  return value;
}

function isCollection(value: string): value is SpecialPostCollection {
  return (SPECIAL_POST_COLLECTIONS as readonly string[]).includes(value);
}

/**
 * The provider's editorial content: portfolio, partners, featured links and special posts.
 * It lives in typed data files (./data) that the provider edits in code, not in database tables:
 * these pages change a few times a year and go through the same review as the code.
 */
@Injectable()
export class ContentService {
  /** Completed projects, most recent first; only one category's when `category` is given. */
  portfolio(category?: PortfolioCategory): readonly PortfolioProject[] {
    return category ? portfolio.filter((project) => project.category === category) : portfolio;
  }

  /** Partner and client organisations, in the order of PARTNER_KINDS. */
  clients(): readonly Partner[] {
    return partners;
  }

  featuredLinksWeb(): readonly FeaturedLink[] {
    return FEATURED_LINKS_WEB;
  }

  featuredMisc(): readonly FeaturedLink[] {
    return FEATURED_MISC;
  }

  /** The posts of a collection, without their bodies. */
  posts(collection: string): ContentList<SpecialPostSummary> {
    return list(this.collection(collection).map(summaryOf));
  }

  /** One post of a collection. */
  post(collection: string, slug: string): SpecialPost {
    const wanted = checkSlug(slug, 'slug', 'Adresa articolului nu este validă.');
    const found = this.collection(collection).find((post) => post.slug === wanted);
    if (!found) throw AppException.notFound('Articolul căutat nu există.');
    return found;
  }

  /** One post by its slug, whatever its collection (slugs are unique across collections). */
  postBySlug(slug: string): SpecialPost {
    const wanted = checkSlug(slug, 'slug', 'Adresa articolului nu este validă.');
    for (const posts of collections.values()) {
      const found = posts.find((post) => post.slug === wanted);
      if (found) return found;
    }
    throw AppException.notFound('Articolul căutat nu există.');
  }

  private collection(name: string): readonly SpecialPost[] {
    const wanted = checkSlug(name, 'collection', 'Numele colecției de articole nu este valid.');
    if (!isCollection(wanted)) throw AppException.notFound('Colecția de articole nu există.');
    return collections.get(wanted)!;
  }
}
