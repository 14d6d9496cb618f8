import { ApiProperty } from '@nestjs/swagger';
import { ContactDetailsDto } from '../../../core/validation/contact-details.dto.js';
import { TrimmedText } from '../../../core/validation/decorators.js';

/** `POST /api/listings/{id}/contact`: a visitor's message to the owner of a listing. */
export class ContactOwnerDto extends ContactDetailsDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @TrimmedText(2, 100)
  name: string;

  @ApiProperty({ minLength: 10, maxLength: 3000 })
  @TrimmedText(10, 3000)
  message: string;
}
