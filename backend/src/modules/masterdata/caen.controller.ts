import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CAEN_QUERY_MAX, searchCaen, type CaenClass } from '../../contracts/caen.js';
import { Public } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';

/** `GET /api/masterdata/caen?q=`: CAEN Rev. 2 classes for the forms' search (static reference data). */
@ApiTags('masterdata')
@Public()
@Controller('masterdata')
export class CaenController {
  @Get('caen')
  @Header('cache-control', 'public, max-age=86400')
  @ApiOperation({ summary: 'Up to 20 CAEN Rev. 2 classes: code prefix matches first, then names holding every word (diacritics ignored)' })
  @ApiQuery({ name: 'q', required: true, description: 'A code prefix ("62", "56.3") or words ("cafenele")' })
  search(@Query('q') q: unknown): CaenClass[] {
    if (typeof q !== 'string' || !q.trim()) throw AppException.validation([{ field: 'q', message: 'Scrie un cod CAEN sau un cuvânt.' }]);
    if (q.length > CAEN_QUERY_MAX) throw AppException.validation([{ field: 'q', message: `Maximum ${CAEN_QUERY_MAX} caractere.` }]);
    return searchCaen(q);
  }
}
