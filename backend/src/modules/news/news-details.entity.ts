import { Column, Entity, Index } from 'typeorm';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A news article; the tag `parteneriat` marks partnership news (spec: news?tag=parteneriat). */
@Entity({ name: 'news_details' })
@Index('IDX_news_details_tags', { synchronize: false })
export class NewsDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  @Column({ type: 'varchar', length: 120, nullable: true })
  authorName: string | null;
}
