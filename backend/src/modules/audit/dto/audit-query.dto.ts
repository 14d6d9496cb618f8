import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsDateString, IsIn, IsOptional, IsUUID } from 'class-validator';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '../../../contracts/admin.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

/** `GET /api/admin/audit` filters; `from`/`to` are ISO dates or date-times (`to` of a bare date includes that day). */
export class AuditQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Actor (staff user) id' })
  @IsOptional()
  @IsUUID('all', { message: 'Identificatorul autorului nu este valid.' })
  actorId?: string;

  @ApiPropertyOptional({ enum: AUDIT_ENTITY_TYPES })
  @IsOptional()
  @IsIn(AUDIT_ENTITY_TYPES, { message: 'Tipul înregistrării nu este valid.' })
  entityType?: AuditEntityType;

  @IsOptional()
  @IsUUID('all', { message: 'Identificatorul înregistrării nu este valid.' })
  entityId?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: 'Acțiunea nu este validă.' })
  action?: AuditAction;

  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Data de început nu este validă.' })
  from?: string;

  @IsOptional()
  @IsDateString({ strict: true }, { message: 'Data de sfârșit nu este validă.' })
  to?: string;
}
