import { Module } from '@nestjs/common';
import { NewsletterModule } from '../newsletter/newsletter.module.js';
import { CaenController } from './caen.controller.js';
import { MasterdataController } from './masterdata.controller.js';
import { MasterdataService } from './masterdata.service.js';

/** Counties and localities; letterScribers (the newsletter's sign-up with a name). Other modules import it for MasterdataService.isLocalityOf / normalizeCity. */
@Module({ imports: [NewsletterModule], controllers: [MasterdataController, CaenController], providers: [MasterdataService], exports: [MasterdataService] })
export class MasterdataModule {}
