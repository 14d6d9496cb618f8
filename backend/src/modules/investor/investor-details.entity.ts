import { Check, Column, Entity } from 'typeorm';
import type { InvestorKind } from '../../contracts/listings.js';
import { AmountColumn, IntColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** An investor profile; the interests (spec list of 21) are the listing's domain ids. */
@Entity({ name: 'investor_details' })
@Check('investor_details_target_counties_check', '1 <= ALL (target_counties) AND 42 >= ALL (target_counties)')
@Check('investor_details_kind_check', "investor_kind IN ('angel', 'fund', 'company', 'private')")
export class InvestorDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'varchar', length: 20 })
  investorKind: InvestorKind;

  @AmountColumn()
  ticketMin: number | null;

  @AmountColumn()
  ticketMax: number | null;

  @IntColumn()
  portfolioSize: number | null;

  /** County ids (1–42) the investor wants to invest in; empty: all of Romania. */
  @Column({ type: 'smallint', array: true, default: () => "'{}'" })
  targetCounties: number[];
}
