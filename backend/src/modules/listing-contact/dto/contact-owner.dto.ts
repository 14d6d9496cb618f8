import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsRoEmail, OptionalPhone, TrimmedText } from '../../../core/validation/decorators.js';

/** `POST /api/listings/{id}/contact`: a visitor's message to the owner of a listing. */
export class ContactOwnerDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @TrimmedText(2, 100)
  name: string;

  @ApiProperty({ example: 'ioana.pop@example.ro' })
  @IsRoEmail()
  email: string;

  @ApiPropertyOptional({ example: '0740 123 456' })
  @OptionalPhone()
  phone?: string;

  @ApiProperty({ minLength: 10, maxLength: 3000 })
  @TrimmedText(10, 3000)
  message: string;
}
