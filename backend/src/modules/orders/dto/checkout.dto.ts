import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsUUID, Matches, Max, Min, registerDecorator, ValidateNested, type ValidationArguments } from 'class-validator';
import { BUCHAREST_COUNTY_ID, BUCHAREST_SECTOR_MESSAGE, bucharestSector, COUNTIES } from '../../../contracts/counties.js';
import type { BillingType, OrderProductId, PaymentMethod } from '../../../contracts/orders.js';
import { isValidCui, normalizeCui } from '../../../core/validation/cui.js';
import { IsCui, IsRoEmail, OptionalPhone, TrimmedText } from '../../../core/validation/decorators.js';
import { OptionalText } from '../../consulting/dto/consulting-fields.js';

export const BILLING_TYPES: readonly BillingType[] = ['company', 'person'];
export const PROMOTION_PRODUCTS = ['promotion-30', 'premium-60'] as const satisfies readonly OrderProductId[];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'card'];
/** Trade register numbers: J40/1234/2020, the newer J2020001234408, F or C prefixes. */
const REG_COM_PATTERN = /^[A-Z0-9][A-Z0-9/. -]{2,29}$/i;
/** Instant estimate ids: random bytes in base64url (see contracts/valuation.ts). */
const ESTIMATE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const blankToUndefined = Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));
/** Form posts send numbers as text: "16" becomes 16; anything else is left to fail validation. */
const toInt = Transform(({ value }) => (typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : value));

const typeOf = (args: ValidationArguments) => (args.object as { type?: unknown }).type;

/**
 * A field only companies have: required (`required`) or optional for a company and checked by
 * `valid`; absent for a person (a person typing one is told to leave it empty).
 */
function CompanyOnly(options: { required: boolean; valid: (value: string) => boolean; missing?: string; invalid: string; forPerson: string }): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'companyOnly',
      target: target.constructor,
      propertyName: key as string,
      options: {
        message: (args: ValidationArguments) => {
          if (typeOf(args) === 'person') return options.forPerson;
          return args.value === undefined ? (options.missing ?? options.invalid) : options.invalid;
        },
      },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          if (typeOf(args) === 'person') return value === undefined;
          if (value === undefined) return !options.required || typeOf(args) !== 'company';
          return typeof value === 'string' && options.valid(value);
        },
      },
    });
}

/** In București the locality must name the sector (e-Factura writes it as the city). */
function NamesBucharestSector(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'namesBucharestSector',
      target: target.constructor,
      propertyName: key as string,
      options: { message: BUCHAREST_SECTOR_MESSAGE },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          Number((args.object as { county?: unknown }).county) !== BUCHAREST_COUNTY_ID || (typeof value === 'string' && bucharestSector(value) !== null),
      },
    });
}

/** `BillingData`: who the invoice is made out to. */
export class BillingDto {
  @ApiProperty({ enum: BILLING_TYPES, description: '`company` (CUI required) or `person` (no CUI)' })
  @IsIn(BILLING_TYPES, { message: 'Alege dacă facturezi pe o firmă sau pe o persoană fizică.' })
  type: BillingType;

  @ApiProperty({ minLength: 2, maxLength: 160, example: 'Marinescu Consult SRL' })
  @TrimmedText(2, 160)
  name: string;

  @ApiPropertyOptional({ description: 'Companies only: Romanian tax id with a valid check digit (RO prefix allowed, stored as digits).' })
  @Transform(({ value }) => (typeof value === 'string' || typeof value === 'number' ? normalizeCui(String(value)) || undefined : value))
  @CompanyOnly({
    required: true,
    valid: isValidCui,
    missing: 'Codul fiscal (CUI) este obligatoriu pentru facturarea pe firmă.',
    invalid: 'Codul fiscal (CUI) nu este valid.',
    forPerson: 'Persoanele fizice nu au cod fiscal (CUI): lasă câmpul gol.',
  })
  cui?: string;

  @ApiPropertyOptional({ example: 'J40/1234/2020', description: 'Companies only, optional.' })
  @blankToUndefined
  @CompanyOnly({
    required: false,
    valid: (value) => REG_COM_PATTERN.test(value),
    invalid: 'Numărul de înregistrare la Registrul Comerțului nu este valid (de exemplu J40/1234/2020).',
    forPerson: 'Doar firmele au număr de înregistrare la Registrul Comerțului: lasă câmpul gol.',
  })
  regCom?: string;

  @ApiProperty({ minLength: 5, maxLength: 200, example: 'Str. Memorandumului nr. 28, ap. 4' })
  @TrimmedText(5, 200)
  address: string;

  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Cluj-Napoca', description: 'The locality; in București (county 41) its sector, stored as "Sector 1".."Sector 6".' })
  @TrimmedText(2, 100)
  @Transform(({ value, obj }) => {
    const sector = typeof value === 'string' && Number(obj?.county) === BUCHAREST_COUNTY_ID ? bucharestSector(value) : null;
    return sector ? `Sector ${sector}` : value;
  })
  @NamesBucharestSector()
  city: string;

  @ApiProperty({ minimum: 1, maximum: 42, description: 'County id (counties contract)' })
  @toInt
  @Max(42, { message: 'Alege județul.' })
  @Min(1, { message: 'Alege județul.' })
  @IsIn(COUNTIES.map((county) => county.id), { message: 'Alege județul.' })
  @IsInt({ message: 'Alege județul.' })
  county: number;

  @ApiProperty({ example: 'facturi@firma.ro', description: 'Receives the proforma and the payment confirmation' })
  @IsRoEmail()
  email: string;

  @ApiPropertyOptional({ example: '0740 123 456' })
  @OptionalPhone()
  phone?: string;
}

/** The billing object of an order request. */
function Billing(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ type: BillingDto })(target, key);
    Type(() => BillingDto)(target, key);
    ValidateNested()(target, key);
    IsObject({ message: 'Completează datele de facturare.' })(target, key);
  };
}

/** `POST /api/checkout/orderForEntity`: promote one of the user's published listings. */
export class PromotionOrderDto {
  @ApiProperty({ format: 'uuid' })
  @trimmed
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  @IsNotEmpty({ message: 'Alege anunțul pe care îl promovezi.' })
  listingId: string;

  @ApiProperty({ enum: PROMOTION_PRODUCTS })
  @IsIn(PROMOTION_PRODUCTS, { message: 'Alege pachetul de promovare: Promovat sau Premium.' })
  product: (typeof PROMOTION_PRODUCTS)[number];

  @Billing()
  billing: BillingDto;
}

/** `POST /api/checkout/raportEvaluare`: a valuation report for a company. */
export class ValuationOrderDto {
  @ApiPropertyOptional({ enum: ['valuation-report'], default: 'valuation-report' })
  @IsOptional()
  @IsIn(['valuation-report'], { message: 'Produsul ales nu este un raport de evaluare.' })
  product?: 'valuation-report';

  @ApiProperty({ minLength: 2, maxLength: 160, description: 'The company to value' })
  @TrimmedText(2, 160)
  companyName: string;

  @ApiPropertyOptional({ description: 'Its Romanian tax id, optional, with a valid check digit' })
  @blankToUndefined
  @IsOptional()
  @IsCui({ message: 'Codul fiscal (CUI) al firmei evaluate nu este valid.' })
  companyCui?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'What the report is for; plain text' })
  @OptionalText(2000)
  notes?: string;

  @ApiPropertyOptional({ description: 'The instant estimate (termene/evaluation id) the order follows; the consultant starts from it' })
  @blankToUndefined
  @IsOptional()
  @Matches(ESTIMATE_ID_PATTERN, { message: 'Estimarea de la care pornește comanda nu este validă; comandă raportul din pagina estimării.' })
  estimateId?: string;

  @Billing()
  billing: BillingDto;
}

/** `POST /api/checkout`: how the user pays one of their orders. */
export class CheckoutDto {
  @ApiProperty({ format: 'uuid' })
  @trimmed
  @IsUUID('all', { message: 'Identificatorul comenzii nu este valid.' })
  @IsNotEmpty({ message: 'Alege comanda.' })
  orderId: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS, { message: 'Alege metoda de plată: card sau transfer bancar (bank_transfer).' })
  method: PaymentMethod;
}
