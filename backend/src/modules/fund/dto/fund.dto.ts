import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsISO8601, IsOptional, IsString, ValidateBy } from 'class-validator';
import { isCaenClass, isKnownCaenSelector } from '../../../contracts/caen.js';
import { FUND_BENEFICIARY_TYPES, FUND_BENEFICIARY_TYPES_MAX, FUND_CAEN_CODES_MAX, FUND_TYPES, FUND_REGIONS } from '../../../contracts/lists.js';
import { FUND_CALL_STATUSES, type FundCallStatus } from '../../../contracts/listings.js';
import { Choice, OptionalAmount, OptionalPercent, OptionalText, OptionalUrl } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { ListingListQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

/** A list of short values: an array or a comma-joined string, trimmed, without blanks and repeats; null or blank is none. */
const toValueList = (normalise: (value: string) => string) =>
  Transform(({ value }) => {
    if (value === null || value === '') return [];
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items)) return items;
    const values = items.map((item) => (typeof item === 'string' ? normalise(item.trim()) : item)).filter((item) => item !== '');
    return [...new Set(values)];
  });

/** A CAEN selector as people write it: "62.01" is the class 6201, "j" the section J. */
const caenOf = (text: string): string => text.replace(/\./g, '').toUpperCase();

const BENEFICIARY_IDS = FUND_BENEFICIARY_TYPES.map((item) => item.id);

/** A funding or grant call (staff publish these). */
export class CreateFundDto extends ListingInputDto {
  @Choice(FUND_TYPES, { optional: false })
  fundType: number;

  @Choice(FUND_REGIONS, { optional: false })
  region: string;

  @Choice(FUND_CALL_STATUSES, { optional: false })
  callStatus: FundCallStatus;

  /** Submission deadline, a calendar date (YYYY-MM-DD). */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Termenul limită nu este o dată validă.' })
  deadline?: string | null;

  @OptionalAmount()
  budget?: number | null;

  @OptionalAmount()
  grantMin?: number | null;

  @OptionalAmount()
  grantMax?: number | null;

  @OptionalPercent()
  cofinancingPercent?: number | null;

  @OptionalText(4000)
  eligibleBeneficiaries?: string | null;

  @OptionalUrl()
  sourceUrl?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'FUND_BENEFICIARY_TYPES ids the call is open to; none: every beneficiary.' })
  @IsOptional()
  @toValueList((text) => text)
  @IsArray({ message: 'Tipul de beneficiar nu este valid.' })
  @ArrayMaxSize(FUND_BENEFICIARY_TYPES_MAX, { message: `Cel mult ${FUND_BENEFICIARY_TYPES_MAX} de tipuri de beneficiari.` })
  @IsIn(BENEFICIARY_IDS, { each: true, message: 'Tipul de beneficiar nu este valid.' })
  beneficiaryTypes?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Eligible CAEN Rev. 2 selectors: section letter, division, group or class; none: every activity.' })
  @IsOptional()
  @toValueList(caenOf)
  @IsArray({ message: 'Codurile CAEN nu sunt valide.' })
  @ArrayMaxSize(FUND_CAEN_CODES_MAX, { message: `Cel mult ${FUND_CAEN_CODES_MAX} de coduri CAEN.` })
  @IsString({ each: true, message: 'Codul CAEN nu este valid.' })
  @ValidateBy({
    name: 'knownCaenSelectors',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || value.every((code) => typeof code !== 'string' || isKnownCaenSelector(code)),
      defaultMessage: (args) => {
        const unknown = (args?.value as unknown[]).find((code) => typeof code === 'string' && !isKnownCaenSelector(code));
        return `Codul CAEN ${String(unknown)} nu există în CAEN Rev. 2.`;
      },
    },
  })
  caenCodes?: string[];
}

export class UpdateFundDto extends PartialType(CreateFundDto) {}

/** Funds also filter by call status and development region. */
export class FundListQueryDto extends ListingListQueryDto {
  @IsOptional()
  @IsIn(FUND_CALL_STATUSES.map((item) => item.id), { message: 'Starea apelului nu este validă.' })
  callStatus?: FundCallStatus;

  @IsOptional()
  @IsIn(FUND_REGIONS.map((item) => item.id), { message: 'Regiunea nu este validă.' })
  region?: string;

  @ApiPropertyOptional({ description: 'A FUND_BENEFICIARY_TYPES id: calls open to it (or to everyone).' })
  @IsOptional()
  @IsIn(BENEFICIARY_IDS, { message: 'Tipul de beneficiar nu este valid.' })
  beneficiary?: string;

  @ApiPropertyOptional({ description: 'A CAEN Rev. 2 class (4 digits): calls open to it (or to every activity).' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace('.', '') : value))
  @ValidateBy({
    name: 'caenClass',
    validator: { validate: (value) => isCaenClass(value), defaultMessage: () => 'Codul CAEN nu există în CAEN Rev. 2 (patru cifre, de exemplu 6201).' },
  })
  caen?: string;
}
