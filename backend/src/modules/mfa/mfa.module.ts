import { Module } from '@nestjs/common';
import { CONSOLE_ACCESS_POLICY } from '../../core/auth/console-access.js';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { MfaAdminController } from './mfa.admin.controller.js';
import { MfaController } from './mfa.controller.js';
import { MfaRepository } from './mfa.repository.js';
import { MfaService } from './mfa.service.js';

/** The staff second factor; provides the console access rule the global auth guard applies. */
@Module({
  imports: [AuditModule, MailModule],
  controllers: [MfaController, MfaAdminController],
  providers: [MfaService, MfaRepository, { provide: CONSOLE_ACCESS_POLICY, useExisting: MfaService }],
  exports: [MfaService, CONSOLE_ACCESS_POLICY],
})
export class MfaModule {}
