import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';

/** The text fields of an upload form. */
export class UploadTargetDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Store straight into this listing (its owner or staff only).' })
  @IsOptional()
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  listingId?: string;
}
