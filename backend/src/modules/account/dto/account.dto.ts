import { Transform, Type } from 'class-transformer';
import { Equals, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { UserType } from '../../../contracts/lists.js';
import { EqualsProperty, IsCui, IsRoEmail, IsStrongPassword, TrimmedString } from '../../../core/validation/decorators.js';

const toBoolean = ({ value }: { value: unknown }) => (value === 'true' || value === true || value === 'on' || value === '1' ? true : value === 'false' || value === false ? false : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);
const PHONE = /^\+?[0-9 ().-]{6,20}$/;
const isLegalEntity = (dto: { userType?: number }) => dto.userType === UserType.PersoanaJuridica;

export class RegisterDto {
  @TrimmedString(120)
  fullName: string;

  @IsRoEmail()
  email: string;

  @IsStrongPassword()
  password: string;

  @EqualsProperty('password', 'Parolele nu coincid.')
  confirmPassword: string;

  @Type(() => Number)
  @IsInt({ message: 'Alege tipul contului.' })
  @IsIn([UserType.PersoanaFizica, UserType.PersoanaJuridica], { message: 'Alege tipul contului.' })
  userType: UserType;

  @Transform(toBoolean)
  @Equals(true, { message: 'Trebuie să accepți termenii și condițiile.' })
  acceptTerms: boolean;

  @ValidateIf(isLegalEntity)
  @TrimmedString(160)
  companyName?: string;

  @ValidateIf(isLegalEntity)
  @IsNotEmpty({ message: 'Codul fiscal (CUI) este obligatoriu pentru persoane juridice.' })
  @IsCui()
  cui?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'Numărul de telefon nu este valid.' })
  @Matches(PHONE, { message: 'Numărul de telefon nu este valid.' })
  phone?: string;
}

export class UpdateProfileDto {
  @TrimmedString(120)
  fullName: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Alege tipul contului.' })
  @IsIn([UserType.PersoanaFizica, UserType.PersoanaJuridica], { message: 'Alege tipul contului.' })
  userType?: UserType;

  @Transform(emptyToUndefined)
  @ValidateIf((dto: UpdateProfileDto) => isLegalEntity(dto) || dto.companyName !== undefined)
  @TrimmedString(160)
  companyName?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((dto: UpdateProfileDto) => isLegalEntity(dto) || dto.cui !== undefined)
  @IsNotEmpty({ message: 'Codul fiscal (CUI) este obligatoriu pentru persoane juridice.' })
  @IsCui()
  cui?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'Numărul de telefon nu este valid.' })
  @Matches(PHONE, { message: 'Numărul de telefon nu este valid.' })
  phone?: string;
}

export class ChangePasswordDto {
  @IsString({ message: 'Parola actuală este obligatorie.' })
  @IsNotEmpty({ message: 'Parola actuală este obligatorie.' })
  @MaxLength(128, { message: 'Parola este prea lungă.' })
  currentPassword: string;

  @IsStrongPassword()
  password: string;

  @EqualsProperty('password', 'Parolele nu coincid.')
  confirmPassword: string;
}

export class DeleteAccountDto {
  @IsString({ message: 'Parola este obligatorie.' })
  @IsNotEmpty({ message: 'Parola este obligatorie.' })
  @MaxLength(128, { message: 'Parola este prea lungă.' })
  password: string;
}

export class ValidateCuiDto {
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: 'Codul fiscal (CUI) este obligatoriu.' })
  @IsNotEmpty({ message: 'Codul fiscal (CUI) este obligatoriu.' })
  @MaxLength(14, { message: 'Codul fiscal (CUI) este prea lung.' })
  CUI: string;
}

