import { Entity } from 'typeorm';
import { TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/**
 * A news article. Its tags are the listing's common `features` column (indexed), so the tag
 * `parteneriat` (spec: news?tag=parteneriat) filters like any feature.
 */
@Entity({ name: 'news_details' })
export class NewsDetailsEntity extends ListingDetailsEntity {
  @TextColumn(200)
  source: string | null;

  @TextColumn(120)
  authorName: string | null;
}
