import { Check, Column, Entity } from 'typeorm';
import type { InvestmentKind } from '../../contracts/listings.js';
import { PercentColumn, TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** An investment offer / partner search; the amount sought is the listing's price. */
@Entity({ name: 'investment_details' })
@Check('investment_details_kind_check', "investment_kind IN ('equity', 'loan', 'partnership', 'joint-venture')")
@Check('investment_details_equity_check', 'equity_offered_percent BETWEEN 0 AND 100')
export class InvestmentDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'varchar', length: 20 })
  investmentKind: InvestmentKind;

  @PercentColumn()
  equityOfferedPercent: number | null;

  @TextColumn(60)
  stage: string | null;

  @TextColumn(200)
  expectedReturn: string | null;
}
