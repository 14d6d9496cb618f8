import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { EqualsProperty, IsRoEmail, IsStrongPassword } from '../../../core/validation/decorators.js';

export class LoginDto {
  @IsRoEmail()
  email: string;

  @IsString({ message: 'Parola este obligatorie.' })
  @IsNotEmpty({ message: 'Parola este obligatorie.' })
  @MaxLength(128, { message: 'Parola este prea lungă.' })
  password: string;
}

export class LostPasswordDto {
  @IsRoEmail()
  email: string;
}

export class ResetPasswordDto {
  @IsString({ message: 'Linkul de resetare nu este valid.' })
  @IsNotEmpty({ message: 'Linkul de resetare nu este valid.' })
  @MaxLength(200, { message: 'Linkul de resetare nu este valid.' })
  token: string;

  @IsStrongPassword()
  password: string;

  @EqualsProperty('password', 'Parolele nu coincid.')
  confirmPassword: string;
}

export class VerifyEmailDto {
  @IsString({ message: 'Linkul de confirmare nu este valid.' })
  @IsNotEmpty({ message: 'Linkul de confirmare nu este valid.' })
  @MaxLength(200, { message: 'Linkul de confirmare nu este valid.' })
  token: string;
}
