import { ListingType } from '../../contracts/lists.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { NewsListQueryDto } from './dto/news.dto.js';
import { NewsDetailsEntity } from './news-details.entity.js';

/** News (type 5): staff articles; tags live in the common `features` column. */
export const NEWS_FAMILY: ListingFamilyDefinition<NewsDetailsEntity> = {
  type: ListingType.News,
  listQuery: NewsListQueryDto,
  details: NewsDetailsEntity,
  features: 'tags',
  createdBy: 'staff',
  expires: false,
  extraFields: (view) => ({ tags: (view as { features?: string[] }).features ?? [] }),
  listFilters: (query: NewsListQueryDto) => (query.tag ? [{ where: ':tag = ANY(l.features)', params: { tag: query.tag } }] : []),
};
