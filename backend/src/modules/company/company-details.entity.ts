import { Check, Entity } from 'typeorm';
import { AmountColumn, IntColumn, SmallIntColumn, TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A business for sale: what a buyer needs besides the common listing columns. */
@Entity({ name: 'company_details' })
@Check('company_details_business_type_check', 'business_type BETWEEN 1 AND 7')
@Check('company_details_employees_check', 'employees >= 0')
@Check('company_details_property_type_check', 'property_type BETWEEN 1 AND 3')
export class CompanyDetailsEntity extends ListingDetailsEntity {
  @SmallIntColumn()
  businessType: number | null;

  @TextColumn(10)
  domainCaen: string | null;

  @AmountColumn()
  yearlyTurnover: number | null;

  @AmountColumn()
  yearlyProfit: number | null;

  @IntColumn()
  employees: number | null;

  @SmallIntColumn()
  yearFounded: number | null;

  @TextColumn()
  reasonForSale: string | null;

  @TextColumn()
  priceIncludes: string | null;

  @SmallIntColumn()
  propertyType: number | null;
}
