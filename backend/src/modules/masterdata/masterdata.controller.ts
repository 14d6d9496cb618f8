import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { County } from '../../contracts/counties.js';
import { Public } from '../../core/auth/decorators.js';
import { MasterdataService, type CountyWithLocalities } from './masterdata.service.js';

const STATIC = 'public, max-age=86400';

/** Spec: GET masterdata/counties and masterdata/counties/{id}; static reference data (the editorial masterdata routes are the content module's). */
@ApiTags('masterdata')
@Public()
@Controller('masterdata')
export class MasterdataController {
  constructor(private readonly masterdata: MasterdataService) {}

  @Get('counties')
  @Header('cache-control', STATIC)
  counties(): readonly County[] {
    return this.masterdata.counties();
  }

  @Get('counties/:id')
  @Header('cache-control', STATIC)
  county(@Param('id') id: string): CountyWithLocalities {
    return this.masterdata.county(id);
  }
}
