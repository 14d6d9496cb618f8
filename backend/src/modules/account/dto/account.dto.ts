import { Transform, Type } from 'class-transformer';
import { Equals, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserType } from '../../../contracts/lists.js';
import { EqualsProperty, IsCui, IsRoEmail, IsStrongPassword, OptionalPhone, RequiredPassword, TrimmedString } from '../../../core/validation/decorators.js';

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true || value === 'on' || value === '1' ? true : value === 'false' || value === false ? false : value;
const emptyToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** CUI required for legal entities (the guard decides when it applies). */
function CuiWhen<T>(applies: (dto: T) => boolean): PropertyDecorator {
  return (target, key) => {
    ValidateIf((dto: T) => applies(dto))(target, key);
    IsNotEmpty({ message: 'Codul fiscal (CUI) este obligatoriu pentru persoane juridice.' })(target, key);
    IsCui()(target, key);
  };
}

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

  @CuiWhen(isLegalEntity)
  cui?: string;

  @OptionalPhone()
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
  @CuiWhen((dto: UpdateProfileDto) => isLegalEntity(dto) || dto.cui !== undefined)
  cui?: string;

  @OptionalPhone()
  phone?: string;
}

export class ChangePasswordDto {
  @RequiredPassword('Parola actuală este obligatorie.')
  currentPassword: string;

  @IsStrongPassword()
  password: string;

  @EqualsProperty('password', 'Parolele nu coincid.')
  confirmPassword: string;
}

export class DeleteAccountDto {
  @RequiredPassword()
  password: string;
}

export class ValidateCuiDto {
  @Transform(({ value }) => (typeof value === 'number' ? String(value) : value))
  @IsString({ message: 'Codul fiscal (CUI) este obligatoriu.' })
  @IsNotEmpty({ message: 'Codul fiscal (CUI) este obligatoriu.' })
  @MaxLength(14, { message: 'Codul fiscal (CUI) este prea lung.' })
  CUI: string;
}
