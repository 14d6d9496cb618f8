import { Column, Entity } from 'typeorm';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A service offered by a legal entity; domain and subdomain are common listing columns. */
@Entity({ name: 'service_details' })
export class ServiceDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'varchar', length: 40, nullable: true })
  priceUnit: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  coverage: string | null;

  @Column({ type: 'smallint', nullable: true })
  experienceYears: number | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  website: string | null;
}
