import { Check, Column, Entity } from 'typeorm';
import { numericTransformer } from '../../core/database/transformers.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A business for sale: what a buyer needs besides the common listing columns. */
@Entity({ name: 'company_details' })
@Check('company_details_business_type_check', 'business_type BETWEEN 1 AND 7')
@Check('company_details_employees_check', 'employees >= 0')
@Check('company_details_property_type_check', 'property_type BETWEEN 1 AND 3')
export class CompanyDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'smallint', nullable: true })
  businessType: number | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  domainCaen: string | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  yearlyTurnover: number | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  yearlyProfit: number | null;

  @Column({ type: 'integer', nullable: true })
  employees: number | null;

  @Column({ type: 'smallint', nullable: true })
  yearFounded: number | null;

  @Column({ type: 'text', nullable: true })
  reasonForSale: string | null;

  @Column({ type: 'text', nullable: true })
  priceIncludes: string | null;

  @Column({ type: 'smallint', nullable: true })
  propertyType: number | null;
}
