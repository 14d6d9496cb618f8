import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { COUNTIES } from '../../../contracts/counties.js';
import {
  CONTACT_TOPICS,
  DIGITAL_INVESTMENTS,
  DIGITAL_LEVELS,
  GENERAL_CONSULTING_TOPICS,
  GRANT_TREI_LEGAL_FORMS,
  MINDSET_CHALLENGES,
  type MindsetChallenge,
  type ConsultingTopic,
  type DigitalInvestment,
  type DigitalLevel,
} from '../../../contracts/consulting.js';
import { ECONOMIC_DOMAINS } from '../../../contracts/lists.js';
import { ContactDetailsDto } from '../../../core/validation/contact-details.dto.js';
import { IsCui, IsRoEmail, OptionalPhone, TrimmedText } from '../../../core/validation/decorators.js';
import { EuroAmount, Honeypot, OneOf, OptionalText, WholeNumber, YesNo } from './consulting-fields.js';

const COUNTY_IDS = COUNTIES.map((county) => county.id);
const DOMAIN_IDS = ECONOMIC_DOMAINS.map((domain) => domain.id);
const optionalCui = Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));

/** Who is asking: the fields every stored request has. */
export class RequesterDto extends ContactDetailsDto {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Ioana Pop' })
  @TrimmedText(2, 100)
  fullName: string;

  @ApiPropertyOptional({ description: 'Leave empty: filled in only by bots.' })
  @Honeypot()
  website?: string;
}

/** A requester speaking for a company (name and CUI optional). */
export class CompanyRequesterDto extends RequesterDto {
  @ApiPropertyOptional({ maxLength: 160 })
  @OptionalText(160)
  companyName?: string;

  @ApiPropertyOptional({ description: 'Romanian tax id (CUI), with a valid check digit.' })
  @optionalCui
  @IsOptional()
  @IsCui()
  cui?: string;
}

/** `POST /api/consulting`: a general consulting request. */
export class ConsultingRequestDto extends CompanyRequesterDto {
  @ApiProperty({ enum: GENERAL_CONSULTING_TOPICS })
  @OneOf(GENERAL_CONSULTING_TOPICS, 'Alege subiectul consultanței.')
  topic: ConsultingTopic;

  @ApiProperty({ minLength: 10, maxLength: 3000 })
  @TrimmedText(10, 3000)
  message: string;
}

/**
 * `POST /api/consulting/contact`: the contact form, and the footer's feedback form (spec sections 3
 * and 5: email and message only), so the name is optional here.
 */
export class ContactRequestDto extends ContactDetailsDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 100, example: 'Ioana Pop' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: 'Valoarea trebuie să fie text.' })
  @MinLength(2, { message: 'Minimum 2 caractere.' })
  @MaxLength(100, { message: 'Maximum 100 caractere.' })
  fullName?: string;

  @ApiPropertyOptional({ description: 'Leave empty: filled in only by bots.' })
  @Honeypot()
  website?: string;

  @ApiPropertyOptional({ enum: CONTACT_TOPICS, default: 'other' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @OneOf(CONTACT_TOPICS, 'Alege subiectul mesajului.')
  topic?: ConsultingTopic;

  @ApiProperty({ minLength: 10, maxLength: 3000 })
  @TrimmedText(10, 3000)
  message: string;
}

/** `POST /api/consulting/contact-promo`: an enquiry about promotion packages, optionally for one listing. */
export class ContactPromoDto extends CompanyRequesterDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The listing to promote.' })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  listingId?: string;

  @ApiPropertyOptional({ maxLength: 3000 })
  @OptionalText(3000)
  message?: string;
}

const MINDSET_CHALLENGE_IDS = MINDSET_CHALLENGES.map((item) => item.id);

/** `POST /api/consulting/mindsetOwners`: a place in the Mindset Owners programme. */
export class MindsetOwnersDto extends CompanyRequesterDto {
  @ApiProperty({ enum: MINDSET_CHALLENGE_IDS })
  @OneOf(MINDSET_CHALLENGE_IDS, 'Alege provocarea principală a afacerii.')
  challenge: MindsetChallenge;

  @ApiPropertyOptional({ minimum: 0, maximum: 100000 })
  @Transform(({ value }) => (value === '' ? undefined : value))
  @IsOptional()
  @WholeNumber(0, 100_000, 'Numărul de angajați nu este valid.')
  employees?: number;

  @ApiPropertyOptional({ maxLength: 3000 })
  @OptionalText(3000)
  message?: string;
}

/** `POST /api/consulting/eligibility/grant-trei`: the answers of the eligibility check and who to answer. */
export class GrantTreiEligibilityDto extends CompanyRequesterDto {
  @ApiProperty({ enum: GRANT_TREI_LEGAL_FORMS.map((item) => item.id), description: 'BUSINESS_TYPES id' })
  @OneOf(GRANT_TREI_LEGAL_FORMS.map((item) => item.id), 'Alege forma juridică.')
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  legalForm: number;

  @ApiProperty({ example: 2019 })
  @WholeNumber(1900, 2100, 'Anul înființării nu este valid.')
  foundedYear: number;

  @ApiProperty({ enum: DOMAIN_IDS, description: 'ECONOMIC_DOMAINS id' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @OneOf(DOMAIN_IDS, 'Alege domeniul de activitate.')
  caenDomain: number;

  @ApiProperty({ minimum: 0 })
  @WholeNumber(0, 1_000_000, 'Numărul de angajați nu este valid.')
  employees: number;

  @ApiProperty({ description: 'Turnover of the last closed fiscal year, EUR' })
  @EuroAmount('Cifra de afaceri nu este validă.')
  turnoverEur: number;

  @ApiProperty({ enum: COUNTY_IDS })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @OneOf(COUNTY_IDS, 'Alege județul.')
  county: number;

  @ApiProperty({ description: 'Total value of the planned investment, EUR' })
  @EuroAmount('Valoarea investiției nu este validă.')
  investmentEur: number;

  @ApiProperty()
  @YesNo('Spune-ne dacă poți asigura cofinanțarea.')
  canCoFinance: boolean;

  @ApiProperty()
  @YesNo('Spune-ne dacă firma are datorii la bugetul de stat.')
  hasTaxDebts: boolean;

  @ApiPropertyOptional({ maxLength: 3000 })
  @OptionalText(3000)
  message?: string;
}

const DIGITAL_LEVEL_IDS = DIGITAL_LEVELS.map((item) => item.id);
const DIGITAL_INVESTMENT_IDS = DIGITAL_INVESTMENTS.map((item) => item.id);
const hasContact = (dto: DigitalizationPointsDto) => dto.fullName !== undefined || dto.email !== undefined || dto.phone !== undefined;

/**
 * `POST /api/consulting/calculateDigitalizarePoints`: the answers of the points calculator. Without
 * contact details the points are only computed; with `fullName` and `email` a request is stored too.
 */
export class DigitalizationPointsDto {
  @ApiProperty({ example: 2019 })
  @WholeNumber(1900, 2100, 'Anul înființării nu este valid.')
  foundedYear: number;

  @ApiProperty({ minimum: 0 })
  @WholeNumber(0, 1_000_000, 'Numărul de angajați nu este valid.')
  employees: number;

  @ApiProperty()
  @EuroAmount('Cifra de afaceri nu este validă.')
  turnoverEur: number;

  @ApiProperty()
  @YesNo('Spune-ne dacă firma a avut profit.')
  profitable: boolean;

  @ApiProperty({ enum: DIGITAL_LEVEL_IDS })
  @OneOf(DIGITAL_LEVEL_IDS, 'Alege nivelul actual de digitalizare.')
  digitalLevel: DigitalLevel;

  @ApiProperty({ enum: DIGITAL_INVESTMENT_IDS, isArray: true })
  @Transform(({ value }) => (typeof value === 'string' ? (value ? value.split(',') : []) : value))
  @IsArray({ message: 'Alege tipurile de investiții.' })
  @ArrayMaxSize(DIGITAL_INVESTMENT_IDS.length, { message: 'Prea multe tipuri de investiții.' })
  @IsIn(DIGITAL_INVESTMENT_IDS, { each: true, message: 'Tipul de investiție nu este valid.' })
  investments: DigitalInvestment[];

  @ApiProperty({ enum: COUNTY_IDS })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value))
  @OneOf(COUNTY_IDS, 'Alege județul.')
  county: number;

  @ApiPropertyOptional({ description: 'With email: store the answers as a request and have a consultant call back.' })
  @ValidateIf(hasContact)
  @TrimmedText(2, 100)
  fullName?: string;

  @ApiPropertyOptional()
  @ValidateIf(hasContact)
  @IsRoEmail()
  email?: string;

  @ApiPropertyOptional()
  @OptionalPhone()
  phone?: string;

  @ApiPropertyOptional({ maxLength: 160 })
  @OptionalText(160)
  companyName?: string;

  @ApiPropertyOptional()
  @Honeypot()
  website?: string;
}
