import { Check, Column, Entity } from 'typeorm';
import { numericTransformer } from '../../core/database/transformers.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A business asset (vehicles, machinery, real estate, land, production lines, financial assets). */
@Entity({ name: 'active_details' })
@Check('active_details_fuel_check', 'fuel BETWEEN 1 AND 3')
@Check('active_details_pollution_class_check', 'pollution_class BETWEEN 1 AND 5')
@Check('active_details_property_type_check', 'property_type BETWEEN 1 AND 3')
export class ActiveDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'smallint', nullable: true })
  fuel: number | null;

  @Column({ type: 'smallint', nullable: true })
  pollutionClass: number | null;

  @Column({ type: 'smallint', nullable: true })
  propertyType: number | null;

  @Column({ type: 'smallint', nullable: true })
  manufactureYear: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  surfaceSqm: number | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  condition: string | null;
}
