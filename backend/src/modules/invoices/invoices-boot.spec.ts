import 'reflect-metadata';
import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { APP_CONFIG } from '../../config/app-config.js';
import { Clock } from '../../core/clock/clock.js';
import { Outbox } from '../../core/queue/outbox.js';
import { STORAGE_DRIVER } from '../../core/storage/storage-driver.js';
import { MailService } from '../mail/mail.service.js';
import { ExchangeRates } from './exchange-rates.js';
import { InvoicesRepository } from './invoices.repository.js';
import { InvoicesService } from './invoices.service.js';

/** InvoicesService alone, its own dependencies stood in by empty objects (nothing runs but the boot hooks). */
const consumerOnly = [
  InvoicesService,
  ...[APP_CONFIG, InvoicesRepository, ExchangeRates, MailService, Outbox, Clock, STORAGE_DRIVER].map((token) => ({ provide: token, useValue: {} })),
];

/** Registers the ports as the e-Factura module does in its onModuleInit (`only`: just these). */
function registering(only: ('xml' | 'gate')[]) {
  @Module({ providers: consumerOnly })
  class WithPorts implements OnModuleInit {
    constructor(@Inject(InvoicesService) private readonly invoices: InvoicesService) {}
    onModuleInit(): void {
      if (only.includes('xml')) this.invoices.provideXml({ xmlOf: async () => null });
      if (only.includes('gate')) this.invoices.provideGate({ verdict: async () => ({ status: 'passed', failures: [] }) });
    }
  }
  return WithPorts;
}

const boot = (module: ReturnType<typeof registering>) => NestFactory.createApplicationContext(module, { logger: false, abortOnError: false });

describe('InvoicesService at boot', () => {
  it('fails boot naming both ports when nothing registers them', async () => {
    await expect(boot(registering([]))).rejects.toThrow('InvoicesService: no implementation of InvoiceXmlPort, InvoiceGatePort was registered at boot');
  });

  it('fails boot naming the one port left unregistered', async () => {
    await expect(boot(registering(['xml']))).rejects.toThrow('InvoicesService: no implementation of InvoiceGatePort was registered at boot');
  });

  it('boots when both ports are registered', async () => {
    const app = await boot(registering(['xml', 'gate']));
    await app.close();
  });
});
