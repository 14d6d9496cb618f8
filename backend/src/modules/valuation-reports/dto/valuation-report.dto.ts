import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isCaenClass } from '../../../contracts/caen.js';
import { COUNTIES } from '../../../contracts/counties.js';
import { REPORT_LIMITS, VALUATION_REPORT_STATUSES, type ReportAdjustmentKind, type ValuationReportStatus } from '../../../contracts/valuation-reports.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';
import { SearchText } from '../../../core/validation/page-query.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const AMOUNT = { message: 'Suma trebuie să fie un număr (cel mult două zecimale).' };
const MAX_AMOUNT = REPORT_LIMITS.amountMax;
const thisYear = new Date().getUTCFullYear();

/** `GET /api/admin/valuation-reports`: status, q, page. */
export class ValuationReportQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: VALUATION_REPORT_STATUSES.map((item) => item.id) })
  @IsOptional()
  @IsIn(VALUATION_REPORT_STATUSES.map((item) => item.id), { message: 'Starea trebuie să fie draft sau published.' })
  status?: ValuationReportStatus;

  @ApiPropertyOptional({ description: 'Part of the company name, CUI, order number or client name' })
  @SearchText()
  q?: string;
}

export class ReportYearDto {
  @ApiProperty()
  @Min(1990, { message: 'Anul trebuie să fie cel puțin 1990.' })
  @Max(thisYear, { message: `Anul nu poate fi după ${thisYear}.` })
  @IsInt({ message: 'Anul trebuie să fie un număr întreg.' })
  year: number;

  @ApiPropertyOptional({ nullable: true, description: 'RON' })
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Cifra de afaceri nu poate fi negativă.' })
  @Max(MAX_AMOUNT * 5, { message: 'Cifra de afaceri este prea mare.' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Cifra de afaceri trebuie să fie un număr (lei).' })
  turnover: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'RON; negative for a loss' })
  @ValidateIf((_, value) => value !== null)
  @Min(-MAX_AMOUNT * 5, { message: 'Pierderea este prea mare.' })
  @Max(MAX_AMOUNT * 5, { message: 'Profitul net este prea mare.' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Profitul net trebuie să fie un număr (lei; negativ pentru pierdere).' })
  netProfit: number | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Numărul de angajați nu poate fi negativ.' })
  @Max(1_000_000, { message: 'Numărul de angajați este prea mare.' })
  @IsInt({ message: 'Numărul de angajați trebuie să fie un număr întreg.' })
  employees: number | null;
}

export class ReportFiguresDto {
  @ApiPropertyOptional({ nullable: true, description: 'CAEN class, four digits' })
  @ValidateIf((_, value) => value !== null)
  @ValidateBy(
    { name: 'isCaenClass', validator: { validate: (value: unknown) => isCaenClass(value) } },
    { message: 'Codul CAEN nu există (patru cifre, de ex. 5610).' },
  )
  caen: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsIn(COUNTIES.map((county) => county.id), { message: 'Județul ales nu există.' })
  countyId: number | null;

  @ApiProperty({ type: [ReportYearDto] })
  @IsArray({ message: 'Anii trebuie să fie o listă.' })
  @ArrayMaxSize(REPORT_LIMITS.years, { message: `Cel mult ${REPORT_LIMITS.years} ani.` })
  @ValidateNested({ each: true })
  @Type(() => ReportYearDto)
  years: ReportYearDto[];

  @ApiPropertyOptional({ nullable: true, description: 'RON' })
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Activele nu pot fi negative.' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Activele trebuie să fie un număr (lei).' })
  assets: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'RON' })
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Datoriile nu pot fi negative.' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Datoriile trebuie să fie un număr (lei).' })
  debts: number | null;
}

export class StartingRangeDto {
  @ApiProperty()
  @Min(0, { message: 'Valoarea minimă nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea este prea mare.' })
  @IsNumber({}, AMOUNT)
  low: number;

  @ApiProperty()
  @Min(0, { message: 'Valoarea medie nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea este prea mare.' })
  @IsNumber({}, AMOUNT)
  mid: number;

  @ApiProperty()
  @Min(0, { message: 'Valoarea maximă nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea este prea mare.' })
  @IsNumber({}, AMOUNT)
  high: number;
}

export class ReportAdjustmentDto {
  @ApiProperty({ maxLength: REPORT_LIMITS.label })
  @trimmed
  @IsString({ message: 'Denumirea ajustării trebuie să fie text.' })
  @MinLength(2, { message: 'Scrie denumirea ajustării (cel puțin 2 caractere).' })
  @MaxLength(REPORT_LIMITS.label, { message: `Denumirea ajustării poate avea cel mult ${REPORT_LIMITS.label} de caractere.` })
  label: string;

  @ApiProperty({ enum: ['factor', 'amount'] })
  @IsIn(['factor', 'amount'], { message: 'Ajustarea este un procent (factor) sau o sumă (amount).' })
  kind: ReportAdjustmentKind;

  @ApiProperty({ description: 'factor: percent (-90 to 200); amount: EUR' })
  @Min(-MAX_AMOUNT, { message: 'Valoarea ajustării este prea mică.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea ajustării este prea mare.' })
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Valoarea ajustării trebuie să fie un număr.' })
  value: number;

  @ApiProperty({ maxLength: REPORT_LIMITS.reason })
  @trimmed
  @IsString({ message: 'Motivul ajustării trebuie să fie text.' })
  @MinLength(5, { message: 'Fiecare ajustare are nevoie de un motiv (cel puțin 5 caractere).' })
  @MaxLength(REPORT_LIMITS.reason, { message: `Motivul poate avea cel mult ${REPORT_LIMITS.reason} de caractere.` })
  reason: string;
}

/** `PUT /api/admin/valuation-reports/{id}`: the draft's parts, each optional (absent: unchanged). */
export class UpdateValuationReportDto {
  @ApiPropertyOptional({ type: ReportFiguresDto })
  @IsOptional()
  @IsObject({ message: 'Cifrele trebuie să fie un obiect.' })
  @ValidateNested()
  @Type(() => ReportFiguresDto)
  figures?: ReportFiguresDto;

  @ApiPropertyOptional({ type: StartingRangeDto, nullable: true })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsObject({ message: 'Estimarea de pornire trebuie să fie un obiect.' })
  @ValidateNested()
  @Type(() => StartingRangeDto)
  starting?: StartingRangeDto | null;

  @ApiPropertyOptional({ type: [ReportAdjustmentDto] })
  @IsOptional()
  @IsArray({ message: 'Ajustările trebuie să fie o listă.' })
  @ArrayMaxSize(REPORT_LIMITS.adjustments, { message: `Cel mult ${REPORT_LIMITS.adjustments} ajustări.` })
  @ValidateNested({ each: true })
  @Type(() => ReportAdjustmentDto)
  adjustments?: ReportAdjustmentDto[];

  @ApiPropertyOptional({ type: [String], description: 'Listing ids of the comparables the report includes' })
  @IsOptional()
  @IsArray({ message: 'Comparabilele trebuie să fie o listă.' })
  @ArrayMaxSize(REPORT_LIMITS.comparables, { message: `Cel mult ${REPORT_LIMITS.comparables} comparabile.` })
  @IsUUID('all', { each: true, message: 'Identificatorul anunțului comparabil nu este valid.' })
  includedComparables?: string[];

  @ApiPropertyOptional({ nullable: true, maxLength: REPORT_LIMITS.conclusion })
  @IsOptional()
  @trimmed
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'Concluzia trebuie să fie text.' })
  @MaxLength(REPORT_LIMITS.conclusion, { message: `Concluzia poate avea cel mult ${REPORT_LIMITS.conclusion} de caractere.` })
  conclusion?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'EUR' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Valoarea minimă nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea minimă este prea mare.' })
  @IsNumber({}, { message: 'Valoarea minimă trebuie să fie un număr (EUR).' })
  finalLow?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'EUR' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Valoarea medie nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea medie este prea mare.' })
  @IsNumber({}, { message: 'Valoarea medie trebuie să fie un număr (EUR).' })
  finalMid?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'EUR' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Min(0, { message: 'Valoarea maximă nu poate fi negativă.' })
  @Max(MAX_AMOUNT, { message: 'Valoarea maximă este prea mare.' })
  @IsNumber({}, { message: 'Valoarea maximă trebuie să fie un număr (EUR).' })
  finalHigh?: number | null;
}
