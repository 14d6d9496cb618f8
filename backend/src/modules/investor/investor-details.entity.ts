import { Check, Column, Entity } from 'typeorm';
import type { InvestorKind } from '../../contracts/listings.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** An investor profile; the interests (spec list of 21) are the listing's domain ids. */
@Entity({ name: 'investor_details' })
@Check('investor_details_kind_check', "investor_kind IN ('angel', 'fund', 'company', 'private')")
export class InvestorDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'varchar', length: 20 })
  investorKind: InvestorKind;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  ticketMin: number | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  ticketMax: number | null;

  @Column({ type: 'integer', nullable: true })
  portfolioSize: number | null;
}
