import { Column, Entity } from 'typeorm';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/**
 * A news article. Its tags are the listing's common `features` column (indexed), so the tag
 * `parteneriat` (spec: news?tag=parteneriat) filters like any feature.
 */
@Entity({ name: 'news_details' })
export class NewsDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  authorName: string | null;
}
