import { Check, Column, Entity, Index } from 'typeorm';
import type { FundCallStatus } from '../../contracts/listings.js';
import { AmountColumn, PercentColumn, TextColumn } from '../../core/database/columns.js';
import { ListingDetailsEntity } from '../listing-core/listing-details.entity.js';

/** A funding or grant call. */
@Entity({ name: 'fund_details' })
@Check('fund_details_fund_type_check', 'fund_type BETWEEN 1 AND 6')
@Check('fund_details_call_status_check', "call_status IN ('open', 'upcoming', 'closed')")
@Check('fund_details_cofinancing_check', 'cofinancing_percent BETWEEN 0 AND 100')
@Index('IDX_fund_details_call', ['callStatus', 'deadline'])
@Index('IDX_fund_details_beneficiary_types', { synchronize: false })
@Index('IDX_fund_details_caen_codes', { synchronize: false })
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

  @AmountColumn()
  budget: number | null;

  @AmountColumn()
  grantMin: number | null;

  @AmountColumn()
  grantMax: number | null;

  @PercentColumn()
  cofinancingPercent: number | null;

  @TextColumn()
  eligibleBeneficiaries: string | null;

  @TextColumn(500)
  sourceUrl: string | null;

  /** FUND_BENEFICIARY_TYPES ids the call is open to; empty: every beneficiary. */
  @Column({ type: 'varchar', array: true, default: () => "'{}'" })
  beneficiaryTypes: string[];

  /** Eligible CAEN Rev. 2 selectors (section letter, division, group or class); empty: every activity. */
  @Column({ type: 'varchar', array: true, default: () => "'{}'" })
  caenCodes: string[];
}
