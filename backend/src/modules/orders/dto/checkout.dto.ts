import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsUUID, Matches, registerDecorator, ValidateNested, type ValidationArguments } from 'class-validator';
import { BUCHAREST_COUNTY_ID, BUCHAREST_SECTOR_MESSAGE, bucharestSector, COUNTIES } from '../../../contracts/counties.js';
import { countryName, isCountryCode, postalCodeRequired, ROMANIA } from '../../../contracts/countries.js';
import { euMemberState, isEuMember, isVatIdOf, normalizeVatId } from '../../../contracts/eu-vat.js';
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
/** Form posts send numbers as text: "16" becomes 16, "" nothing; anything else is left to fail validation. */
const toInt = Transform(({ value }) =>
  typeof value !== 'string' ? value : !value.trim() ? undefined : /^\d{1,3}$/.test(value.trim()) ? Number(value) : value,
);

/** The billing being validated, as far as the rules of one field need it. */
interface BillingShape {
  type?: unknown;
  country?: unknown;
}
/** The billing country: RO when absent (clients that predate buyers abroad); as typed otherwise (an unknown one is refused on `country`). */
const countryOfBilling = (billing: BillingShape): string => (billing.country === undefined ? ROMANIA : String(billing.country));
const isRomanian = (billing: BillingShape) => countryOfBilling(billing) === ROMANIA;
/** The country of the plain body, before its own transform ran (other fields' transforms read it). */
const plainCountry = (plain: BillingShape | undefined) =>
  typeof plain?.country === 'string' && plain.country.trim() ? plain.country.trim().toUpperCase() : ROMANIA;
/** Addresses abroad in a country of the list (an unknown country's own fields are not judged: `country` says what is wrong). */
const isKnownAbroad = (billing: BillingShape) => !isRomanian(billing) && isCountryCode(countryOfBilling(billing));
/** Trade register numbers, tax ids abroad: letters, digits and the usual separators. */
const TAX_ID_PATTERN = /^[A-Z0-9][A-Z0-9 ./-]{1,29}$/i;
/** Postal codes: letters, digits, spaces and dashes; at most 20 characters (CIUS-RO BR-RO-L020). */
const POSTAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,19}$/i;
/** CIUS-RO's limits of an address (BR-RO-L150 street, BR-RO-L050 locality): longer ones could not be invoiced. */
export const ADDRESS_MAX = 150;
export const CITY_MAX = 50;

/**
 * A billing field whose rule depends on who is billed and where. `rule` answers, for the billing
 * being validated, 'required', 'optional', or the message refusing any value (a field this buyer
 * does not have: a person's CUI, a county abroad). A value present is then checked by `valid`.
 */
function BillingRule(options: {
  rule: (billing: BillingShape) => 'required' | 'optional' | string;
  valid: (value: unknown, billing: BillingShape) => boolean;
  missing?: string | ((billing: BillingShape) => string);
  invalid: string | ((billing: BillingShape) => string);
}): PropertyDecorator {
  const text = (message: string | ((billing: BillingShape) => string), billing: BillingShape) => (typeof message === 'string' ? message : message(billing));
  const problem = (value: unknown, billing: BillingShape): string | null => {
    const rule = options.rule(billing);
    if (rule !== 'required' && rule !== 'optional') return value === undefined ? null : rule;
    if (value === undefined) return rule === 'required' ? text(options.missing ?? options.invalid, billing) : null;
    return options.valid(value, billing) ? null : text(options.invalid, billing);
  };
  return (target, key) =>
    registerDecorator({
      name: `billingRule-${String(key)}`,
      target: target.constructor,
      propertyName: key as string,
      options: { message: (args: ValidationArguments) => problem(args.value, args.object as BillingShape) ?? '' },
      validator: { validate: (value: unknown, args: ValidationArguments) => problem(value, args.object as BillingShape) === null },
    });
}

/** In București the locality must name the sector (e-Factura writes it as the city); Romania only. */
function NamesBucharestSector(): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'namesBucharestSector',
      target: target.constructor,
      propertyName: key as string,
      options: { message: BUCHAREST_SECTOR_MESSAGE },
      validator: {
        validate: (value: unknown, args: ValidationArguments) => {
          const billing = args.object as BillingShape & { county?: unknown };
          return !isRomanian(billing) || Number(billing.county) !== BUCHAREST_COUNTY_ID || (typeof value === 'string' && bucharestSector(value) !== null);
        },
      },
    });
}

const countryLabel = (billing: BillingShape) => countryName(countryOfBilling(billing)) ?? countryOfBilling(billing);
const isCompany = (billing: BillingShape) => billing.type === 'company';

/**
 * `BillingData`: who the invoice is made out to. In Romania (the default country) a company gives
 * its CUI and the address its county (and in București its sector); abroad the address has no county
 * but a region (optional) and a postal code where that country's addresses have one, and a company
 * gives its EU VAT number (another member state: the invoice is reverse charged) or, outside the
 * Union, its own tax id (optional). Every refusal is a Romanian field message.
 */
export class BillingDto {
  @ApiProperty({ enum: BILLING_TYPES, description: '`company` (CUI required) or `person` (no CUI)' })
  @IsIn(BILLING_TYPES, { message: 'Alege dacă facturezi pe o firmă sau pe o persoană fizică.' })
  type: BillingType;

  @ApiPropertyOptional({ default: 'RO', example: 'DE', description: 'ISO 3166-1 alpha-2 of the billing address (countries contract); RO when absent' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value))
  @BillingRule({ rule: () => 'optional', valid: isCountryCode, invalid: 'Alege țara din listă.' })
  country?: string;

  @ApiProperty({ minLength: 2, maxLength: 160, example: 'Marinescu Consult SRL' })
  @TrimmedText(2, 160)
  name: string;

  @ApiPropertyOptional({ description: 'Romanian companies only: tax id with a valid check digit (RO prefix allowed, stored as digits).' })
  @Transform(({ value }) => (typeof value === 'string' || typeof value === 'number' ? normalizeCui(String(value)) || undefined : value))
  @BillingRule({
    rule: (billing) =>
      billing.type === 'person'
        ? 'Persoanele fizice nu au cod fiscal (CUI): lasă câmpul gol.'
        : !isRomanian(billing)
          ? 'Codul fiscal (CUI) se cere doar firmelor din România: lasă câmpul gol.'
          : isCompany(billing)
            ? 'required'
            : 'optional',
    valid: (value) => typeof value === 'string' && isValidCui(value),
    missing: 'Codul fiscal (CUI) este obligatoriu pentru facturarea pe firmă.',
    invalid: 'Codul fiscal (CUI) nu este valid.',
  })
  cui?: string;

  @ApiPropertyOptional({ example: 'J40/1234/2020', description: 'Romanian companies only, optional.' })
  @blankToUndefined
  @BillingRule({
    rule: (billing) =>
      billing.type === 'person'
        ? 'Doar firmele au număr de înregistrare la Registrul Comerțului: lasă câmpul gol.'
        : !isRomanian(billing)
          ? 'Numărul de la Registrul Comerțului se cere doar firmelor din România: lasă câmpul gol.'
          : 'optional',
    valid: (value) => typeof value === 'string' && REG_COM_PATTERN.test(value),
    invalid: 'Numărul de înregistrare la Registrul Comerțului nu este valid (de exemplu J40/1234/2020).',
  })
  regCom?: string;

  @ApiPropertyOptional({
    example: 'DE123456789',
    description:
      "Companies in another EU member state: their VAT number (the state's prefix added when missing; shape checked per state); the invoice is reverse charged",
  })
  @Transform(({ value, obj }) => (typeof value === 'string' ? normalizeVatId(plainCountry(obj), value) || undefined : value))
  @BillingRule({
    rule: (billing) => {
      if (billing.type === 'person') return 'Persoanele fizice nu au cod de TVA: lasă câmpul gol.';
      if (isRomanian(billing)) return 'Pentru o firmă din România scrie codul fiscal la CUI, nu codul de TVA.';
      if (!isKnownAbroad(billing)) return 'optional';
      if (!isEuMember(countryOfBilling(billing)))
        return 'Codul de TVA european se cere doar firmelor din Uniunea Europeană; pentru o firmă din afara Uniunii scrie codul ei fiscal.';
      return isCompany(billing) ? 'required' : 'optional';
    },
    valid: (value, billing) => typeof value === 'string' && (!isKnownAbroad(billing) || isVatIdOf(countryOfBilling(billing), value)),
    missing: (billing) => `Codul de TVA (VIES) al firmei este obligatoriu pentru o firmă din ${countryLabel(billing)}: pe el se face taxarea inversă.`,
    invalid: (billing) =>
      `Codul de TVA nu are forma celor din ${countryLabel(billing)} (de exemplu ${euMemberState(countryOfBilling(billing))?.example ?? ''}).`,
  })
  vatId?: string;

  @ApiPropertyOptional({ example: '98-7654321', description: 'Companies outside the EU: their own tax id, optional' })
  @blankToUndefined
  @BillingRule({
    rule: (billing) => {
      if (billing.type === 'person') return 'Persoanele fizice nu au cod fiscal: lasă câmpul gol.';
      if (isRomanian(billing)) return 'Pentru o firmă din România scrie codul fiscal la CUI.';
      if (isKnownAbroad(billing) && isEuMember(countryOfBilling(billing)))
        return 'Pentru o firmă din Uniunea Europeană scrie codul de TVA; lasă codul fiscal gol.';
      return 'optional';
    },
    valid: (value) => typeof value === 'string' && TAX_ID_PATTERN.test(value),
    invalid: 'Codul fiscal al firmei nu este valid: litere, cifre și separatori (. / -), cel mult 30 de caractere.',
  })
  taxId?: string;

  @ApiProperty({ minLength: 5, maxLength: ADDRESS_MAX, example: 'Str. Memorandumului nr. 28, ap. 4' })
  @TrimmedText(5, ADDRESS_MAX)
  address: string;

  @ApiProperty({
    minLength: 2,
    maxLength: CITY_MAX,
    example: 'Cluj-Napoca',
    description: 'The locality; in București (county 41) its sector, stored as "Sector 1".."Sector 6".',
  })
  @TrimmedText(2, CITY_MAX)
  @Transform(({ value, obj }) => {
    const sector = typeof value === 'string' && plainCountry(obj) === ROMANIA && Number(obj?.county) === BUCHAREST_COUNTY_ID ? bucharestSector(value) : null;
    return sector ? `Sector ${sector}` : value;
  })
  @NamesBucharestSector()
  city: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 42, description: 'Romania: county id (counties contract), required; absent abroad' })
  @toInt
  @BillingRule({
    rule: (billing) => (isRomanian(billing) ? 'required' : 'Județul se alege doar pentru o adresă din România: lasă câmpul gol.'),
    valid: (value) => typeof value === 'number' && COUNTIES.some((county) => county.id === value),
    invalid: 'Alege județul.',
  })
  county?: number;

  @ApiPropertyOptional({ maxLength: 100, example: 'Bayern', description: 'Abroad: state, province or region, optional' })
  @blankToUndefined
  @BillingRule({
    rule: (billing) => (isRomanian(billing) ? 'Pentru o adresă din România alege județul; regiunea se completează doar pentru alte țări.' : 'optional'),
    valid: (value) => typeof value === 'string' && value.length >= 2 && value.length <= 100,
    invalid: 'Regiunea trebuie să aibă între 2 și 100 de caractere.',
  })
  region?: string;

  @ApiPropertyOptional({
    maxLength: 20,
    example: '80331',
    description: "Abroad: postal code, required where the country's addresses have one (libaddressinput data)",
  })
  @blankToUndefined
  @BillingRule({
    rule: (billing) =>
      isRomanian(billing)
        ? 'Pentru o adresă din România nu completa codul poștal.'
        : isKnownAbroad(billing) && postalCodeRequired(countryOfBilling(billing))
          ? 'required'
          : 'optional',
    valid: (value) => typeof value === 'string' && POSTAL_CODE_PATTERN.test(value),
    missing: (billing) => `Scrie codul poștal: adresele din ${countryLabel(billing)} îl au.`,
    invalid: 'Codul poștal nu este valid: litere, cifre, spații sau cratime, cel mult 20 de caractere.',
  })
  postalCode?: string;

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

/** `PUT /api/checkout/{id}/billing`: the billing data of an order still waiting for payment, completed or corrected by its owner. */
export class UpdateBillingDto {
  @Billing()
  billing: BillingDto;
}
