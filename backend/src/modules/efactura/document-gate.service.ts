import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { OfficialRuleFailure, OfficialRulesStatus } from '../../contracts/invoices.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import type { RulesVerdict } from '../invoices/invoice-ports.js';
import { EfacturaRepository } from './efactura.repository.js';
import { describeFailures, OfficialRulesValidator } from './official-rules.validator.js';
import { renderInvoiceXml } from './ubl-invoice.js';

/** Documents not checked yet that one boot checks (those issued before the gate, or whose check was cut short). */
const BOOT_CHECKS = 500;

/**
 * The gate every issued invoice and credit note passes before its first upload to ANAF's SPV or
 * hand-over to the buyer (email, PDF and XML downloads): its RO e-Factura XML checked against the
 * official rules (OfficialRulesValidator), the verdict recorded on the invoice (`rules_*`) once, and
 * answered from there afterwards. Where jobs run, the rules are compiled at boot in the background,
 * then the documents still unchecked are checked.
 */
@Injectable()
export class DocumentGateService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DocumentGateService.name);
  /** Checks under way in this process, by invoice: a second caller waits for the same one. */
  private readonly checking = new Map<string, Promise<RulesVerdict>>();

  constructor(
    private readonly repository: EfacturaRepository,
    private readonly validator: OfficialRulesValidator,
    private readonly jobs: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Jobs run in this process unless it is a web process beside Redis (workers run elsewhere).
    if (this.config.role === 'web' && this.config.redis) return;
    this.jobs.track(
      this.validator
        .start()
        .then(() => this.checkUnchecked())
        .catch((error: unknown) =>
          this.logger.warn(`The official e-Factura rules could not be prepared: ${error instanceof Error ? error.message : String(error)}`),
        ),
    );
  }

  private async checkUnchecked(): Promise<void> {
    for (const id of await this.repository.uncheckedIds(BOOT_CHECKS)) await this.verdict(id, { wait: true });
  }

  /**
   * The document's verdict: as recorded, or checked now and recorded. `wait: false` (a request)
   * answers `pending` instead of waiting while the rules are not compiled yet; `wait: true` (a job)
   * waits for them, and throws when they cannot be prepared, so the job is retried, never let through.
   */
  verdict(invoiceId: string, { wait }: { wait: boolean }): Promise<RulesVerdict> {
    const running = this.checking.get(invoiceId);
    if (running) return running;
    const check = this.check(invoiceId, wait).finally(() => this.checking.delete(invoiceId));
    this.checking.set(invoiceId, check);
    return check;
  }

  private async check(invoiceId: string, wait: boolean): Promise<RulesVerdict> {
    const known = await this.repository.rulesOf(invoiceId);
    if (!known) return { status: 'failed', failures: [] };
    if (known.status !== 'pending') return { status: known.status, failures: known.failures ?? [] };
    if (!wait && !this.validator.ready) return { status: 'pending', failures: [] };
    let xml: string | null = null;
    let failures: OfficialRuleFailure[] = [];
    try {
      xml = renderInvoiceXml(known.document);
    } catch (error) {
      // A document missing what its XML needs fails as such.
      failures = [{ ruleSet: 'UBL 2.1', id: 'XML', text: `The XML could not be made: ${error instanceof Error ? error.message : String(error)}` }];
    }
    // When the rules cannot run (not compiled, the worker stopped) this throws: nothing is recorded, the caller retries.
    if (xml !== null) failures = await this.validator.validate(xml);
    const status: OfficialRulesStatus = failures.length ? 'failed' : 'passed';
    await this.repository.recordRules(invoiceId, status, failures);
    if (status === 'failed') this.logger.warn(`Invoice ${known.document.number} fails the official e-Factura rules; held back:\n${describeFailures(failures)}`);
    return { status, failures };
  }
}
