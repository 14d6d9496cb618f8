import { Check, Column, Entity, Index } from 'typeorm';
import type { FundCallStatus } from '../../contracts/listings.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A funding or grant call. */
@Entity({ name: 'fund_details' })
@Check('fund_details_fund_type_check', 'fund_type BETWEEN 1 AND 6')
@Check('fund_details_call_status_check', "call_status IN ('open', 'upcoming', 'closed')")
@Check('fund_details_cofinancing_check', 'cofinancing_percent BETWEEN 0 AND 100')
@Index('IDX_fund_details_call', ['callStatus', 'deadline'])
export class FundDetailsEntity extends ListingDetailsEntity {
  @Column({ type: 'smallint' })
  fundType: number;

  @Column({ type: 'varchar', length: 30 })
  region: string;

  @Column({ type: 'varchar', length: 10 })
  callStatus: FundCallStatus;

  /** A calendar date (YYYY-MM-DD). */
  @Column({ type: 'date', nullable: true })
  deadline: string | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  budget: number | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  grantMin: number | null;

  @Column({ type: 'numeric', precision: 16, scale: 2, nullable: true, transformer: numericTransformer })
  grantMax: number | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericTransformer })
  cofinancingPercent: number | null;

  @Column({ type: 'text', nullable: true })
  eligibleBeneficiaries: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  sourceUrl: string | null;
}
