import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import type { Currency, GalleryImage, ListingDocument, ListingStatus } from '../../contracts/listings.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { UserEntity } from '../account/user.entity.js';

/** What an owner's edit of an approved listing proposes; applied when staff approve it. */
export interface ListingRevision {
  common: Partial<ListingCommonColumns>;
  details: Record<string, unknown>;
  submittedAt: string;
}

/** The columns every family shares, as written by the listing core. */
export type ListingCommonColumns = Pick<
  ListingEntity,
  | 'title'
  | 'description'
  | 'excerpt'
  | 'searchText'
  | 'price'
  | 'currency'
  | 'countyId'
  | 'city'
  | 'domainIds'
  | 'subdomainId'
  | 'category'
  | 'features'
  | 'gallery'
  | 'photo'
  | 'documents'
  | 'contactName'
  | 'contactPhone'
  | 'contactEmail'
  | 'confidential'
  | 'teaser'
  | 'companyName'
  | 'publicFigures'
>;

/**
 * The one table of all seven listing families (STYLE 3.1). Each family adds a 1:1 details table;
 * favourites, promotions, moderation and search reference only `listings.id`.
 * `search_vector` and `title_norm` are kept by a trigger (unaccented, lower-cased) and never written here.
 */
@Entity({ name: 'listings' })
@Check('listings_family_check', 'family BETWEEN 1 AND 7')
@Check('listings_status_check', "status IN ('pending', 'approved', 'rejected', 'changes_requested', 'expired', 'archived')")
@Check('listings_price_check', 'price IS NULL OR price >= 0')
@Index('IDX_listings_public', ['family', 'status', 'publishedAt'])
@Index('IDX_listings_owner', ['ownerId', 'createdAt'])
@Index('IDX_listings_county', ['family', 'countyId', 'status'])
@Index('IDX_listings_price', ['family', 'price'])
@Index('IDX_listings_subdomain', ['family', 'subdomainId'])
@Index('IDX_listings_category', ['family', 'category'])
@Index('IDX_listings_city', { synchronize: false })
@Index('IDX_listings_domains', { synchronize: false })
@Index('IDX_listings_features', { synchronize: false })
@Index('IDX_listings_title_trgm', { synchronize: false })
@Index('IDX_listings_promoted', { synchronize: false })
@Index('IDX_listings_live', { synchronize: false })
@Index('IDX_listings_moderation', { synchronize: false })
@Index('IDX_listings_price_desc', { synchronize: false })
export class ListingEntity extends BaseEntity {
  @Column({ type: 'smallint' })
  family: ListingType;

  @Index('IDX_listings_slug', { unique: true })
  @Column({ type: 'varchar', length: 180 })
  slug: string;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  /** Sanitised HTML. */
  @Column({ type: 'text', default: '' })
  description: string;

  /** Plain-text summary of the description. */
  @Column({ type: 'varchar', length: 320, default: '' })
  excerpt: string;

  /** Plain text indexed for search besides the title (description, place, list names). */
  @Column({ type: 'text', default: '' })
  searchText: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_listings_owner' })
  owner?: UserEntity;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 20 })
  status: ListingStatus;

  /** The staff's reason for the last rejection (of the listing or of an edit). */
  @Column({ type: 'text', nullable: true })
  moderationNote: string | null;

  @Column({ type: 'jsonb', nullable: true })
  pendingRevision: ListingRevision | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  promotedUntil: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  moderatedBy: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  price: number | null;

  @Column({ type: 'char', length: 3, default: 'EUR' })
  currency: Currency;

  @Column({ type: 'smallint', nullable: true })
  countyId: number | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Column({ type: 'smallint', array: true, default: () => "'{}'" })
  domainIds: number[];

  @Column({ type: 'smallint', nullable: true })
  subdomainId: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  category: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  gallery: GalleryImage[];

  @Column({ type: 'varchar', length: 300, nullable: true })
  photo: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  documents: ListingDocument[];

  @Column({ type: 'varchar', length: 120, nullable: true })
  contactName: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  contactPhone: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  contactEmail: string | null;

  /** Deal room: the public sees the teaser only (company and investment families). */
  @Column({ type: 'boolean', default: false })
  confidential: boolean;

  /** The public description of a confidential listing (sanitised HTML). */
  @Column({ type: 'text', nullable: true })
  teaser: string | null;

  /** The legal name: public when not confidential, else for approved buyers. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  companyName: string | null;

  /** The family's figure fields the owner shows in the teaser. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  publicFigures: string[];

  /** Access requests of verified buyers are approved at once. */
  @Column({ type: 'boolean', default: false })
  autoApproveVerified: boolean;

  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string | null;

  @Column({ type: 'text', nullable: true, select: false, insert: false, update: false })
  titleNorm?: string | null;
}

/** One full-text index per family, of its approved listings (migration ListingSearchPerFamily). */
for (let family = 1; family <= 7; family++) Index(`IDX_listings_search_f${family}`, { synchronize: false })(ListingEntity);
