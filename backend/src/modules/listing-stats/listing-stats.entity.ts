import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ListingEntity } from '../listing-core/listing.entity.js';

/** One listing's counters of one day (Europe/Bucharest), incremented by upsert. */
@Entity({ name: 'listing_daily_stats' })
export class ListingDailyStatsEntity {
  @PrimaryColumn({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_listing_daily_stats_listing' })
  listing?: ListingEntity;

  /** YYYY-MM-DD. */
  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  favourites: number;

  @Column({ type: 'integer', default: 0 })
  conversations: number;

  @Column({ type: 'integer', default: 0 })
  accessRequests: number;
}

/**
 * A visitor already counted for a listing on a day: only an HMAC of the day and the visitor (user id,
 * or address and user agent) under a server key, never the visitor itself. Deleted after 2 days.
 */
@Entity({ name: 'listing_view_marks' })
@Index('IDX_listing_view_marks_day', ['day'])
export class ListingViewMarkEntity {
  @PrimaryColumn({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_listing_view_marks_listing' })
  listing?: ListingEntity;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'bytea' })
  visitor: Buffer;
}
