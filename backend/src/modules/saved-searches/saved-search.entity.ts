import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SavedSearchFilters, SavedSearchFrequency, SavedSearchKind } from '../../contracts/saved-searches.js';
import type { ListingType } from '../../contracts/lists.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/**
 * A family page's filters remembered for a user (`kind: 'search'`), or the search an approved investor
 * profile stands for over one family (`kind: 'investor'`, kept in step with the profile by the worker).
 * `filters` is what the user chose (validated as the family's list query); the columns after it are
 * the same filters laid out for the worker's reverse query (which searches does a listing match),
 * written from `filters` only (SavedSearchesService.columnsOf); `words` is the search's prefix
 * tsquery, and `hasDetails` says the family adds conditions on its details (checked by the public
 * list's own query).
 */
@Entity({ name: 'saved_searches' })
@Check('saved_searches_kind_check', "kind IN ('search', 'investor')")
@Check('saved_searches_frequency_check', "frequency IN ('instant', 'daily', 'weekly')")
@Check('saved_searches_family_check', 'family BETWEEN 1 AND 7')
@Index('IDX_saved_searches_user', ['userId', 'createdAt'])
@Index('IDX_saved_searches_match', ['family', 'countyId'])
@Index('IDX_saved_searches_investor', ['investorListingId', 'family'], { unique: true, where: 'investor_listing_id IS NOT NULL' })
export class SavedSearchEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_saved_searches_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 10, default: 'search' })
  kind: SavedSearchKind;

  @Column({ type: 'smallint' })
  family: ListingType;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 10 })
  frequency: SavedSearchFrequency;

  @Column({ type: 'boolean', default: false })
  paused: boolean;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  filters: SavedSearchFilters;

  @Column({ type: 'smallint', nullable: true })
  countyId: number | null;

  @Column({ type: 'smallint', array: true, nullable: true })
  counties: number[] | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  city: string | null;

  @Column({ type: 'smallint', array: true, nullable: true })
  domainIds: number[] | null;

  @Column({ type: 'smallint', nullable: true })
  subdomainId: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  category: string | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  priceMin: number | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  priceMax: number | null;

  @Column({ type: 'text', array: true, nullable: true })
  features: string[] | null;

  /** The search's words as a prefix tsquery (stored parsed: the reverse query tests it against every candidate). */
  @Column({ type: 'tsquery', nullable: true })
  words: string | null;

  @Column({ type: 'boolean', default: false })
  hasDetails: boolean;

  @Column({ type: 'uuid', nullable: true })
  investorListingId: string | null;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'investor_listing_id', foreignKeyConstraintName: 'FK_saved_searches_investor_listing' })
  investorListing?: ListingEntity;

  @Column({ type: 'timestamptz', nullable: true })
  lastVisitedAt: Date | null;

  /** When the last instant alert email went out (at most one per SAVED_SEARCH_INSTANT_EMAIL_MINUTES). */
  @Column({ type: 'timestamptz', nullable: true })
  lastAlertAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** What a match announces: a new listing, a funding call that opened, a call's deadline coming. */
export type SavedSearchMatchEvent = 'new' | 'opened' | 'deadline';

/** One listing matched by one saved search, once per event (the primary key): its alert is sent once. */
@Entity({ name: 'saved_search_matches' })
@Check('saved_search_matches_event_check', "event IN ('new', 'opened', 'deadline')")
@Index('IDX_saved_search_matches_pending', ['searchId', 'matchedAt'], { where: 'notified_at IS NULL' })
@Index('IDX_saved_search_matches_listing', ['listingId'])
export class SavedSearchMatchEntity {
  @PrimaryColumn({ type: 'uuid' })
  searchId: string;

  @ManyToOne(() => SavedSearchEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'search_id', foreignKeyConstraintName: 'FK_saved_search_matches_search' })
  search?: SavedSearchEntity;

  @PrimaryColumn({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_saved_search_matches_listing' })
  listing?: ListingEntity;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  event: SavedSearchMatchEvent;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  matchedAt: Date;

  /** When the user was told (instant alert or digest); null while waiting. */
  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;
}
