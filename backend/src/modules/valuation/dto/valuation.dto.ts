import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsUUID,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { isCaenClass } from '../../../contracts/caen.js';
import { COUNTIES } from '../../../contracts/counties.js';
import { ECONOMIC_DOMAINS } from '../../../contracts/lists.js';
import { VALUATION_LIMITS, VALUATION_SALE_KINDS, type ValuationSaleKind } from '../../../contracts/valuation.js';
import { IsCui } from '../../../core/validation/decorators.js';

const COUNTY_IDS = COUNTIES.map((county) => county.id);
const DOMAIN_IDS = ECONOMIC_DOMAINS.map((domain) => domain.id);
const SALE_KINDS = VALUATION_SALE_KINDS.map((kind) => kind.id);
const blankToUndefined = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
/** Plain decimal text (form posts) becomes a number; anything else is left to fail validation. */
const toNumber = Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,13}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value));

/** A money amount within ±max, at most two decimals. */
function Amount(min: number, message: string): PropertyDecorator {
  return (target, key) => {
    toNumber(target, key);
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message })(target, key);
    Min(min, { message })(target, key);
    Max(VALUATION_LIMITS.maxTurnover, { message })(target, key);
  };
}

/** A CAEN Rev. 2 class, four digits ("6201"; "62.01" accepted). */
function IsCaenCode(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? value.trim().replace('.', '') : value))(target, key);
    registerDecorator({
      name: 'isCaenCode',
      target: target.constructor,
      propertyName: key as string,
      options: { message: 'Codul CAEN nu există în CAEN Rev. 2 (patru cifre, de exemplu 1071).' },
      validator: { validate: (value: unknown) => isCaenClass(value) },
    });
  };
}

export class ValuationYearDto {
  @ApiProperty({ example: 2024 })
  @toNumber
  @IsInt({ message: 'Anul nu este valid.' })
  @Min(VALUATION_LIMITS.minYear, { message: `Anul trebuie să fie cel puțin ${VALUATION_LIMITS.minYear}.` })
  @Max(2100, { message: 'Anul nu este valid.' })
  year: number;

  @ApiProperty({ description: 'Cifra de afaceri netă (in `currency`).', example: 2_450_000 })
  @Amount(0, 'Cifra de afaceri trebuie să fie un număr între 0 și 10 miliarde.')
  turnover: number;

  @ApiProperty({ description: 'Profitul net; negativ pentru pierdere.', example: 310_000 })
  @Amount(-VALUATION_LIMITS.maxTurnover, 'Profitul net trebuie să fie un număr (negativ pentru pierdere).')
  netProfit: number;

  @ApiProperty({ example: 14 })
  @toNumber
  @IsInt({ message: 'Numărul de angajați trebuie să fie un număr întreg.' })
  @Min(0, { message: 'Numărul de angajați nu poate fi negativ.' })
  @Max(VALUATION_LIMITS.maxEmployees, { message: `Numărul de angajați nu poate depăși ${VALUATION_LIMITS.maxEmployees}.` })
  employees: number;
}

export class ValuationIncludesDto {
  @ApiProperty({ enum: SALE_KINDS })
  @IsIn(SALE_KINDS, { message: 'Alege ce include vânzarea.' })
  kind: ValuationSaleKind;

  @ApiProperty()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Spune dacă imobilele sunt incluse în vânzare.' })
  realEstate: boolean;
}

const byCui = (dto: CreateValuationDto) => dto.cui !== undefined;

/**
 * `POST /api/termene/evaluation`: a CUI (figures read from ANAF) or typed figures. With `cui` the
 * figure fields must be absent (but `countyId` and `includes`); without it they are required.
 */
export class CreateValuationDto {
  @ApiPropertyOptional({ description: 'Romanian tax id; the figures are read from ANAF.', example: '18547290' })
  @blankToUndefined
  @IsOptional()
  @IsCui()
  cui?: string;

  @ApiPropertyOptional({ description: 'CAEN Rev. 2 class (four digits); or `domainId`.', example: '1071' })
  @blankToUndefined
  @ValidateIf((dto: CreateValuationDto) => !byCui(dto) && (dto.caen !== undefined || dto.domainId === undefined))
  @IsDefined({ message: 'Alege codul CAEN sau domeniul de activitate.' })
  @IsCaenCode()
  caen?: string;

  @ApiPropertyOptional({ description: 'ECONOMIC_DOMAINS id, when the CAEN class is not known.' })
  @blankToUndefined
  @toNumber
  @ValidateIf((dto: CreateValuationDto) => dto.domainId !== undefined)
  @IsIn(DOMAIN_IDS, { message: 'Domeniul ales nu există.' })
  domainId?: number;

  @ApiPropertyOptional({ enum: ['RON', 'EUR'], default: 'RON' })
  @blankToUndefined
  @IsOptional()
  @IsIn(['RON', 'EUR'], { message: 'Moneda trebuie să fie RON sau EUR.' })
  currency?: 'RON' | 'EUR';

  @ApiPropertyOptional({ type: [ValuationYearDto], description: 'One to three consecutive years.' })
  @ValidateIf((dto: CreateValuationDto) => !byCui(dto) || dto.years !== undefined)
  @IsDefined({ message: 'Completează cifrele a cel puțin unui an financiar.' })
  @IsArray({ message: 'Anii trebuie trimiși ca listă.' })
  @ArrayMinSize(1, { message: 'Completează cifrele a cel puțin unui an financiar.' })
  @ArrayMaxSize(VALUATION_LIMITS.maxYears, { message: `Cel mult ${VALUATION_LIMITS.maxYears} ani.` })
  @ValidateNested({ each: true })
  @Type(() => ValuationYearDto)
  years?: ValuationYearDto[];

  @ApiPropertyOptional({ description: 'COUNTIES id; with a CUI only when ANAF gives none.' })
  @blankToUndefined
  @toNumber
  @ValidateIf((dto: CreateValuationDto) => !byCui(dto) || dto.countyId !== undefined)
  @IsDefined({ message: 'Alege județul.' })
  @IsIn(COUNTY_IDS, { message: 'Județul ales nu există.' })
  countyId?: number;

  @ApiPropertyOptional({ description: 'Total assets (in `currency`).' })
  @blankToUndefined
  @IsOptional()
  @Amount(0, 'Activele totale trebuie să fie un număr între 0 și 10 miliarde.')
  assets?: number;

  @ApiPropertyOptional({ description: 'Total debts (in `currency`).' })
  @blankToUndefined
  @IsOptional()
  @Amount(0, 'Datoriile totale trebuie să fie un număr între 0 și 10 miliarde.')
  debts?: number;

  @ApiPropertyOptional({ type: ValuationIncludesDto })
  @IsOptional()
  @IsObject({ message: 'Spune ce include vânzarea.' })
  @ValidateNested()
  @Type(() => ValuationIncludesDto)
  includes?: ValuationIncludesDto;
}

/** `POST /api/termene/evaluation/:id/attach`. */
export class AttachValuationDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  listingId: string;
}

/** `GET /api/termene/evaluation`: a page of my estimates. */
export class MyValuationsQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @toNumber
  @IsOptional()
  @IsInt({ message: 'Pagina trebuie să fie un număr întreg.' })
  @Min(1, { message: 'Pagina trebuie să fie cel puțin 1.' })
  @Max(10_000, { message: 'Pagina nu este validă.' })
  page?: number;

  @ApiPropertyOptional({ default: 20, maximum: 100 })
  @toNumber
  @IsOptional()
  @IsInt({ message: 'Mărimea paginii trebuie să fie un număr întreg.' })
  @Min(1, { message: 'Mărimea paginii trebuie să fie între 1 și 100.' })
  @Max(100, { message: 'Mărimea paginii trebuie să fie între 1 și 100.' })
  pageSize?: number;
}
