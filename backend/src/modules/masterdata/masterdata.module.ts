import { Module } from '@nestjs/common';
import { MasterdataController } from './masterdata.controller.js';
import { MasterdataService } from './masterdata.service.js';

/** Counties and localities. Other modules import it for MasterdataService.isLocalityOf / normalizeCity. */
@Module({ controllers: [MasterdataController], providers: [MasterdataService], exports: [MasterdataService] })
export class MasterdataModule {}
