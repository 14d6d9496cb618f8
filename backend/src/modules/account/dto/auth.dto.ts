import { EqualsProperty, IsRoEmail, IsStrongPassword, RequiredPassword, RequiredToken } from '../../../core/validation/decorators.js';

export class LoginDto {
  @IsRoEmail()
  email: string;

  @RequiredPassword()
  password: string;
}

export class LostPasswordDto {
  @IsRoEmail()
  email: string;
}

export class ResetPasswordDto {
  @RequiredToken('Linkul de resetare nu este valid.')
  token: string;

  @IsStrongPassword()
  password: string;

  @EqualsProperty('password', 'Parolele nu coincid.')
  confirmPassword: string;
}

export class VerifyEmailDto {
  @RequiredToken('Linkul de confirmare nu este valid.')
  token: string;
}
