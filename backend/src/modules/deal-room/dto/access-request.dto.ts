import { Equals, IsBoolean, MinLength } from 'class-validator';
import { TrimmedString } from '../../../core/validation/decorators.js';

/** `POST /api/listings/{id}/access-requests`: what the buyer tells the owner, and the NDA accepted. */
export class AccessRequestDto {
  @TrimmedString(2000)
  @MinLength(1, { message: 'Scrie un mesaj pentru vânzător.' })
  message: string;

  @Equals(true, { message: 'Pentru a cere acces trebuie să accepți acordul de confidențialitate.' })
  acceptNda: boolean;
}

/** `PUT /api/listings/{id}/access-settings`. */
export class AccessSettingsDto {
  @IsBoolean({ message: 'Alege dacă cererile cumpărătorilor verificați se aprobă automat.' })
  autoApproveVerified: boolean;
}
