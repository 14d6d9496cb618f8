import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches } from 'class-validator';
import { MFA_RECOVERY_PATTERN, MFA_TOTP_PATTERN } from '../../../contracts/mfa.js';

const compact = Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value));

/** A six-digit code from the authenticator app (spaces ignored). */
export class TotpCodeDto {
  @compact
  @IsString({ message: 'Introdu codul de 6 cifre din aplicație.' })
  @IsNotEmpty({ message: 'Introdu codul de 6 cifre din aplicație.' })
  @Matches(MFA_TOTP_PATTERN, { message: 'Codul are 6 cifre.' })
  code: string;
}

/** A code from the app or one of the recovery codes (spaces ignored). */
export class MfaCodeDto {
  @compact
  @IsString({ message: 'Introdu codul din aplicație sau un cod de recuperare.' })
  @IsNotEmpty({ message: 'Introdu codul din aplicație sau un cod de recuperare.' })
  @Matches(new RegExp(`${MFA_TOTP_PATTERN.source}|${MFA_RECOVERY_PATTERN.source}`, 'i'), {
    message: 'Introdu codul de 6 cifre din aplicație sau un cod de recuperare (de forma abcde-23456).',
  })
  code: string;
}
