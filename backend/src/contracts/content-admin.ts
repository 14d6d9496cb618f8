/**
 * The staff API of the editorial content (`/api/admin/content/{resource}`), shared with the console.
 * Pure TypeScript. Lists answer the project's list shape (`ListResponse` of contracts/listings).
 */
import type { FaqItem, FaqTopic, FeaturedLink, FeaturedLinkPlacement, PartnerKind, PortfolioProject, SpecialPost, TeamMember } from './content.js';

/** What an entry of the content store is (`content_entries.kind`). */
export const CONTENT_KINDS = ['portfolio_project', 'partner', 'featured_link', 'special_post', 'team_member', 'faq_entry', 'success_story'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * Each kind's path under `/api/admin/content/` (also the console's resource name, prefixed with
 * `content/`), its Romanian names and the data field the list's `group` filter reads.
 */
export const CONTENT_RESOURCES = {
  portfolio_project: { path: 'portfolio', name: 'proiect din portofoliu', plural: 'Portofoliu', group: 'category' },
  partner: { path: 'partners', name: 'partener', plural: 'Parteneri', group: 'kind' },
  featured_link: { path: 'featured-links', name: 'link recomandat', plural: 'Linkuri recomandate', group: 'placement' },
  special_post: { path: 'special-posts', name: 'articol special', plural: 'Articole speciale', group: 'collection' },
  team_member: { path: 'team', name: 'membru al echipei', plural: 'Echipa', group: null },
  faq_entry: { path: 'faq', name: 'întrebare frecventă', plural: 'Întrebări frecvente', group: 'topic' },
  success_story: { path: 'success-stories', name: 'poveste de succes', plural: 'Povești de succes', group: null },
} as const satisfies Record<ContentKind, { path: string; name: string; plural: string; group: string | null }>;

export type ContentResourcePath = (typeof CONTENT_RESOURCES)[ContentKind]['path'];

/** Moderation state of a success story; other kinds have none. */
export const REVIEW_STATUSES = [
  { id: 'pending', name: 'În așteptare' },
  { id: 'approved', name: 'Aprobată' },
  { id: 'rejected', name: 'Respinsă' },
] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]['id'];

/** Fields every staff record has; `position` orders the entries of a kind (0 first). */
export interface ContentEntryMeta {
  id: string;
  position: number;
  /** Shown on the public site. A success story is published only once approved. */
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Fields the server sets; the console does not send them back on update. */
export const CONTENT_READ_ONLY_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'reviewStatus',
  'reviewNote',
  'reviewedAt',
  'source',
  'photo',
  'photoThumbnail',
] as const;

export interface PortfolioProjectEntry extends ContentEntryMeta, Omit<PortfolioProject, 'id' | 'categoryName'> {
  /** The project's public `id` (`/portofoliu` keys). */
  slug: string;
}

export interface PartnerEntry extends ContentEntryMeta {
  slug: string;
  name: string;
  kind: PartnerKind;
  description: string;
  city: string;
  website: string | null;
}

export interface FeaturedLinkEntry extends ContentEntryMeta, FeaturedLink {
  placement: FeaturedLinkPlacement;
}

export interface SpecialPostEntry extends ContentEntryMeta, SpecialPost {}

export interface TeamMemberEntry extends ContentEntryMeta, TeamMember {}

export interface FaqEntry extends ContentEntryMeta, FaqItem {
  topic: FaqTopic;
}

export interface SuccessStoryEntry extends ContentEntryMeta {
  name: string;
  company: string;
  city: string | null;
  quote: string;
  rating: number;
  /** Public URLs of the reviewer's picture, when they sent one. */
  photo: string | null;
  photoThumbnail: string | null;
  /** `visitor`: sent through the public form; `staff`: written in the console. */
  source: 'visitor' | 'staff';
  reviewStatus: ReviewStatus;
  /** The reason of a rejection. */
  reviewNote: string | null;
  reviewedAt: string | null;
}

export interface ContentEntryByKind {
  portfolio_project: PortfolioProjectEntry;
  partner: PartnerEntry;
  featured_link: FeaturedLinkEntry;
  special_post: SpecialPostEntry;
  team_member: TeamMemberEntry;
  faq_entry: FaqEntry;
  success_story: SuccessStoryEntry;
}

export type ContentEntry = ContentEntryByKind[ContentKind];

export const CONTENT_LIST_SORTS = ['position', 'newest', 'oldest', 'updated'] as const;
export type ContentListSort = (typeof CONTENT_LIST_SORTS)[number];
