import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsRoEmail, OptionalPhone } from './decorators.js';

/** The email and optional phone every contact form asks for (a listing's owner, the consulting requests). */
export class ContactDetailsDto {
  @ApiProperty({ example: 'ioana.pop@example.ro' })
  @IsRoEmail()
  email: string;

  @ApiPropertyOptional({ example: '0740 123 456' })
  @OptionalPhone()
  phone?: string;
}
