import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { DataExportBuilder } from './data-export.builder.js';
import { DataExportController } from './data-export.controller.js';
import { DataExportRepository } from './data-export.repository.js';
import { DataExportsService } from './data-exports.service.js';
import { PersonalDataEraser } from './personal-data-eraser.js';
import { PersonalDataRepository } from './personal-data.repository.js';

/**
 * A person's own data: the archive of it on request (GDPR articles 15 and 20) and its erasure when
 * the account is deleted (article 17; the account module calls PersonalDataEraser in its transaction).
 * Both read one catalogue of the tables holding personal data (personal-data.repository.ts).
 */
@Module({
  imports: [MailModule],
  controllers: [DataExportController],
  providers: [PersonalDataRepository, PersonalDataEraser, DataExportRepository, DataExportBuilder, DataExportsService],
  exports: [PersonalDataEraser],
})
export class PrivacyModule {}
