import { Check, Entity } from 'typeorm';
import { AmountColumn, SmallIntColumn, TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A business asset (vehicles, machinery, real estate, land, production lines, financial assets). */
@Entity({ name: 'active_details' })
@Check('active_details_fuel_check', 'fuel BETWEEN 1 AND 3')
@Check('active_details_pollution_class_check', 'pollution_class BETWEEN 1 AND 5')
@Check('active_details_property_type_check', 'property_type BETWEEN 1 AND 3')
export class ActiveDetailsEntity extends ListingDetailsEntity {
  @SmallIntColumn()
  fuel: number | null;

  @SmallIntColumn()
  pollutionClass: number | null;

  @SmallIntColumn()
  propertyType: number | null;

  @SmallIntColumn()
  manufactureYear: number | null;

  @AmountColumn(12)
  surfaceSqm: number | null;

  @TextColumn(40)
  condition: string | null;
}
