import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsOptional, IsString, Matches, ValidateBy, ValidateNested } from 'class-validator';
import { isCaenClass } from '../../../../contracts/caen.js';
import { DIGITAL_INVESTMENTS, DIGITAL_LEVELS, type DigitalInvestment, type DigitalLevel } from '../../../../contracts/consulting.js';
import { COUNTIES } from '../../../../contracts/counties.js';
import { BUSINESS_TYPES } from '../../../../contracts/lists.js';
import { IsCui, IsRoEmail, OptionalPhone, TrimmedText } from '../../../../core/validation/decorators.js';
import { EuroAmount, Honeypot, OneOf, OptionalText, WholeNumber, YesNo } from '../../dto/consulting-fields.js';

const toId = Transform(({ value }) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value));
const blankIsAbsent = Transform(({ value }) => (value === '' || value === null ? undefined : value));

/** An optional answer: blank or null counts as not answered (the criterion is then „unknown”). */
function Optional(): PropertyDecorator {
  return (target, key) => {
    blankIsAbsent(target, key);
    IsOptional()(target, key);
  };
}

/** A year that is not in the future. */
function PastYear(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'pastYear',
    validator: { validate: (value) => typeof value !== 'number' || value <= new Date().getFullYear(), defaultMessage: () => message },
  });
}

/** The company's answers, each optional (`CompanyAnswers`). */
export class CompanyAnswersDto {
  @ApiPropertyOptional({ enum: BUSINESS_TYPES.map((item) => item.id), description: 'BUSINESS_TYPES id' })
  @Optional()
  @toId
  @OneOf(BUSINESS_TYPES.map((item) => item.id), 'Alege forma juridică.')
  legalForm?: number;

  @ApiPropertyOptional({ example: 2019 })
  @Optional()
  @WholeNumber(1900, 2100, 'Anul înființării nu este valid.')
  @PastYear('Anul înființării nu poate fi în viitor.')
  foundedYear?: number;

  @ApiPropertyOptional({ example: '6201', description: 'CAEN Rev. 2 class, four digits' })
  @Optional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().replace('.', '') : value))
  @ValidateBy({ name: 'caenClass', validator: { validate: (value) => isCaenClass(value), defaultMessage: () => 'Codul CAEN nu există în CAEN Rev. 2.' } })
  caen?: string;

  @ApiPropertyOptional({ minimum: 0 })
  @Optional()
  @WholeNumber(0, 1_000_000, 'Numărul de angajați nu este valid.')
  employees?: number;

  @ApiPropertyOptional()
  @Optional()
  @EuroAmount('Cifra de afaceri nu este validă.')
  turnoverEur?: number;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma a avut profit.')
  profitable?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma are capitaluri proprii pozitive.')
  positiveEquity?: boolean;

  @ApiPropertyOptional({ enum: COUNTIES.map((county) => county.id) })
  @Optional()
  @toId
  @OneOf(COUNTIES.map((county) => county.id), 'Alege județul.')
  county?: number;

  @ApiPropertyOptional()
  @Optional()
  @EuroAmount('Valoarea investiției nu este validă.')
  investmentEur?: number;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă poți asigura cofinanțarea.')
  canCoFinance?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma are datorii la bugetul de stat.')
  hasTaxDebts?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma este în dificultate sau în insolvență.')
  inDifficulty?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @EuroAmount('Suma ajutoarelor de minimis nu este validă.')
  deMinimisReceivedEur?: number;

  @ApiPropertyOptional({ enum: DIGITAL_LEVELS.map((item) => item.id) })
  @Optional()
  @OneOf(DIGITAL_LEVELS.map((item) => item.id), 'Alege nivelul actual de digitalizare.')
  digitalLevel?: DigitalLevel;

  @ApiPropertyOptional({ enum: DIGITAL_INVESTMENTS.map((item) => item.id), isArray: true })
  @Optional()
  @Transform(({ value }) => (typeof value === 'string' ? (value ? value.split(',') : []) : value))
  @IsArray({ message: 'Alege tipurile de investiții.' })
  @ArrayMaxSize(DIGITAL_INVESTMENTS.length, { message: 'Prea multe tipuri de investiții.' })
  @IsIn(DIGITAL_INVESTMENTS.map((item) => item.id), { each: true, message: 'Tipul de investiție nu este valid.' })
  investments?: DigitalInvestment[];

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă fondatorul are sub 30 de ani.')
  founderUnder30?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma este condusă de o femeie antreprenor.')
  womanEntrepreneur?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @YesNo('Spune-ne dacă firma este deja înființată.')
  notYetRegistered?: boolean;

  @ApiPropertyOptional({ maxLength: 160 })
  @OptionalText(160)
  companyName?: string;

  @ApiPropertyOptional()
  @Optional()
  @IsCui()
  cui?: string;
}

/** `POST /api/consulting/eligibility`. */
export class EligibilityRequestDto {
  @ApiProperty({ type: CompanyAnswersDto })
  @IsObject({ message: 'Răspunsurile lipsesc.' })
  @ValidateNested()
  @Type(() => CompanyAnswersDto)
  answers: CompanyAnswersDto;

  @ApiPropertyOptional({ type: [String], description: 'Only these programmes (ids of GET /api/consulting/programmes)' })
  @Optional()
  @IsArray({ message: 'Alege programele.' })
  @ArrayMaxSize(50, { message: 'Prea multe programe.' })
  @IsString({ each: true, message: 'Programul nu este valid.' })
  @Matches(/^[a-z0-9-]{1,200}$/, { each: true, message: 'Programul nu este valid.' })
  programmeIds?: string[];
}

export class EligibilityCheckDto extends EligibilityRequestDto {
  @ApiPropertyOptional({ description: 'Signed in: keep the check in „Verificările mele”' })
  @Optional()
  @YesNo('Spune-ne dacă vrei să păstrezi verificarea.')
  save?: boolean;
}

/** `POST /api/consulting/eligibility/request`: the check and who to answer. */
export class EligibilityContactDto extends EligibilityRequestDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @TrimmedText(2, 100)
  fullName: string;

  @ApiProperty()
  @IsRoEmail()
  email: string;

  @ApiPropertyOptional()
  @OptionalPhone()
  phone?: string;

  @ApiPropertyOptional({ maxLength: 3000 })
  @OptionalText(3000)
  message?: string;

  @ApiPropertyOptional({ description: 'Leave empty: filled in only by bots.' })
  @Honeypot()
  website?: string;
}
