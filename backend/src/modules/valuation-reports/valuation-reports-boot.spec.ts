import 'reflect-metadata';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { APP_CONFIG } from '../../config/app-config.js';
import { Clock } from '../../core/clock/clock.js';
import { Outbox } from '../../core/queue/outbox.js';
import { STORAGE_DRIVER } from '../../core/storage/storage-driver.js';
import { AuditService } from '../audit/audit.service.js';
import { ConsultingAdminService } from '../consulting/consulting-admin.service.js';
import { MailService } from '../mail/mail.service.js';
import { ValuationReportsRepository } from './valuation-reports.repository.js';
import { ValuationReportsService } from './valuation-reports.service.js';

/** ValuationReportsService alone, without ValuationReportSources; its own dependencies stood in by empty objects. */
const consumerOnly = [
  ValuationReportsService,
  ...[APP_CONFIG, ValuationReportsRepository, ConsultingAdminService, AuditService, MailService, Outbox, Clock, STORAGE_DRIVER].map((token) => ({
    provide: token,
    useValue: {},
  })),
];

/** Registers the sources as ValuationReportSources does in its onModuleInit (`only`: just these). */
function registering(only: ('companyData' | 'estimator')[]) {
  @Module({ providers: consumerOnly })
  class WithSources implements OnModuleInit {
    constructor(@Inject(ValuationReportsService) private readonly reports: ValuationReportsService) {}
    onModuleInit(): void {
      if (only.includes('companyData')) this.reports.provideCompanyData({ lookup: async () => ({ status: 'not_found' }) as never });
      if (only.includes('estimator')) this.reports.provideEstimator({ estimate: async () => null });
    }
  }
  return WithSources;
}

const boot = (module: ReturnType<typeof registering>) => NestFactory.createApplicationContext(module, { logger: false, abortOnError: false });

describe('ValuationReportsService at boot', () => {
  it('fails boot naming both sources when nothing registers them', async () => {
    await expect(boot(registering([]))).rejects.toThrow(
      'ValuationReportsService: no implementation of CompanyFiguresPort, InstantEstimatePort was registered at boot',
    );
  });

  it('fails boot naming the one source left unregistered', async () => {
    await expect(boot(registering(['companyData']))).rejects.toThrow(
      'ValuationReportsService: no implementation of InstantEstimatePort was registered at boot',
    );
  });

  it('boots when both sources are registered', async () => {
    const app = await boot(registering(['companyData', 'estimator']));
    await app.close();
  });
});
