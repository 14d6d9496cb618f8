import {
  PARTNER_KINDS,
  PORTFOLIO_CATEGORIES,
  type FaqItem,
  type FaqTopic,
  type FeaturedLink,
  type FeaturedLinkPlacement,
  type Partner,
  type PortfolioProject,
  type SpecialPost,
  type SpecialPostSummary,
  type SuccessStory,
  type TeamMember,
} from '../../contracts/content.js';
import type { ContentEntry, ContentEntryMeta, ReviewStatus, SuccessStoryEntry } from '../../contracts/content-admin.js';
import { IMAGE_URL_PREFIX } from '../uploads/upload-keys.js';
import type { ContentEntryEntity } from './content-entry.entity.js';

/** The stored fields of each kind (`content_entries.data`), as its DTO validated them. */
export type PortfolioData = Omit<PortfolioProject, 'id' | 'categoryName'>;

export type PartnerData = Omit<Partner, 'id' | 'kindName'>;

export interface FeaturedLinkData extends FeaturedLink {
  placement: FeaturedLinkPlacement;
}

export type SpecialPostData = Omit<SpecialPost, 'slug'>;

export type TeamMemberData = TeamMember;

export interface FaqData extends FaqItem {
  topic: FaqTopic;
}

export interface SuccessStoryData extends Omit<SuccessStory, 'photo'> {
  /** The picture's upload key (both WebP variants), when the reviewer sent one. */
  photoKey?: string;
  source: 'visitor' | 'staff';
}

const categoryNames = new Map<string, string>(PORTFOLIO_CATEGORIES.map((category) => [category.id, category.name]));
const kindNames = new Map<string, string>(PARTNER_KINDS.map((kind) => [kind.id, kind.name]));

const dataOf = <T>(row: ContentEntryEntity) => row.data as unknown as T;

export const photoUrl = (key: string, variant: 'large' | 'thumb') => `${IMAGE_URL_PREFIX}${key}-${variant}.webp`;

export function toPortfolioProject(row: ContentEntryEntity): PortfolioProject {
  const data = dataOf<PortfolioData>(row);
  return {
    id: row.slug!,
    title: data.title,
    clientType: data.clientType,
    sector: data.sector,
    region: data.region,
    city: data.city,
    programme: data.programme,
    amountEur: data.amountEur,
    year: data.year,
    result: data.result,
    category: data.category,
    categoryName: categoryNames.get(data.category) ?? data.category,
  };
}

export function toPartner(row: ContentEntryEntity): Partner {
  const data = dataOf<PartnerData>(row);
  return {
    id: row.slug!,
    name: data.name,
    kind: data.kind,
    kindName: kindNames.get(data.kind) ?? data.kind,
    description: data.description,
    city: data.city,
    ...(data.website ? { website: data.website } : {}),
  };
}

export function toFeaturedLink(row: ContentEntryEntity): FeaturedLink {
  const { label, path } = dataOf<FeaturedLinkData>(row);
  return { label, path };
}

export function toSpecialPost(row: ContentEntryEntity): SpecialPost {
  const data = dataOf<SpecialPostData>(row);
  return {
    slug: row.slug!,
    collection: data.collection,
    title: data.title,
    excerpt: data.excerpt,
    duration: data.duration,
    priceHint: data.priceHint,
    body: data.body,
    deliverables: data.deliverables,
    cta: { label: data.cta.label, path: data.cta.path },
  };
}

export function toSpecialPostSummary({ slug, collection, title, excerpt, duration, priceHint }: SpecialPost): SpecialPostSummary {
  return { slug, collection, title, excerpt, duration, priceHint };
}

export function toTeamMember(row: ContentEntryEntity): TeamMember {
  const { name, role, experience, focus } = dataOf<TeamMemberData>(row);
  return { name, role, experience, focus };
}

export function toFaqItem(row: ContentEntryEntity): FaqItem & { topic: FaqTopic } {
  const { topic, question, answer } = dataOf<FaqData>(row);
  return { topic, question, answer };
}

export function toSuccessStory(row: ContentEntryEntity): SuccessStory {
  const data = dataOf<SuccessStoryData>(row);
  return {
    name: data.name,
    company: data.company,
    ...(data.city ? { city: data.city } : {}),
    quote: data.quote,
    rating: data.rating,
    ...(data.photoKey ? { photo: photoUrl(data.photoKey, 'large') } : {}),
  };
}

function metaOf(row: ContentEntryEntity): ContentEntryMeta {
  return {
    id: row.id,
    position: row.position,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A staff record: the meta fields, the slug where the kind has one, then the kind's fields at the top level. */
export function toContentEntry(row: ContentEntryEntity): ContentEntry {
  if (row.kind === 'success_story') {
    const { photoKey, source, city, ...data } = dataOf<SuccessStoryData>(row);
    const story: SuccessStoryEntry = {
      ...metaOf(row),
      ...data,
      city: city ?? null,
      photo: photoKey ? photoUrl(photoKey, 'large') : null,
      photoThumbnail: photoKey ? photoUrl(photoKey, 'thumb') : null,
      source,
      reviewStatus: row.reviewStatus as ReviewStatus,
      reviewNote: row.reviewNote,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    };
    return story;
  }
  const extra = row.kind === 'partner' ? { website: (row.data.website as string | undefined) ?? null } : {};
  return { ...metaOf(row), ...(row.slug !== null ? { slug: row.slug } : {}), ...row.data, ...extra } as ContentEntry;
}
