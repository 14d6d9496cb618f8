import { JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ListingEntity } from './listing.entity.js';

/**
 * Base of every family's 1:1 details table, keyed by the listing's id (foreign key
 * `FK_<table>_listing`, ON DELETE CASCADE, named by the naming strategy).
 */
export abstract class ListingDetailsEntity {
  @PrimaryColumn({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id' })
  listing?: ListingEntity;
}
