import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProgrammeDetail } from '../../../contracts/funding.js';
import { Roles } from '../../../core/auth/decorators.js';
import { ProgrammesService } from './programmes.service.js';

/** The console's read-only view of the funding programmes' rules documents. */
@ApiTags('admin: consulting')
@Roles('consultant', 'admin')
@Controller('admin/consulting/programmes')
export class ProgrammesAdminController {
  constructor(private readonly programmes: ProgrammesService) {}

  @Get()
  @ApiOperation({ summary: 'Every rules document: version, validity, status, grant, source, criteria and scoring grid in words' })
  list(): ProgrammeDetail[] {
    return this.programmes.details();
  }
}
