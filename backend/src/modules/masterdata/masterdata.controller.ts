import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { County } from '../../contracts/counties.js';
import { Public } from '../../core/auth/decorators.js';
import { MasterdataService, type CountyWithLocalities, type SuccessStory } from './masterdata.service.js';

const STATIC = 'public, max-age=86400';

/** Spec: GET masterdata/counties, masterdata/counties/{id} and masterdata/successStories; static reference data. */
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

  @Get('successStories')
  @Header('cache-control', 'public, max-age=3600')
  successStories(): readonly SuccessStory[] {
    return this.masterdata.successStories();
  }

  @Get('counties/:id')
  @Header('cache-control', STATIC)
  county(@Param('id') id: string): CountyWithLocalities {
    return this.masterdata.county(id);
  }
}
