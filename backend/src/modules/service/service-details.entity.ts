import { Entity } from 'typeorm';
import { SmallIntColumn, TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A service offered by a legal entity; domain and subdomain are common listing columns. */
@Entity({ name: 'service_details' })
export class ServiceDetailsEntity extends ListingDetailsEntity {
  @TextColumn(40)
  priceUnit: string | null;

  @TextColumn(40)
  coverage: string | null;

  @SmallIntColumn()
  experienceYears: number | null;

  @TextColumn(300)
  website: string | null;
}
