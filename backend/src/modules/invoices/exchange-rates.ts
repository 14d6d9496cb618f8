import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EurRonSource } from '../../contracts/invoices.js';
import { externalServiceUnavailable } from '../../core/errors/external-service.js';
import { fetchBnrRate } from './bnr-rates.client.js';
import { InvoicesRepository } from './invoices.repository.js';

export interface EurRonRate {
  /** RON for one EUR. */
  rate: number;
  /** The day the rate is BNR's for (YYYY-MM-DD); for a configured rate, the day it was used. */
  date: string;
  source: EurRonSource;
}

/** After BNR failed to answer, it is not asked again for this long (each request would wait for it). */
export const BNR_RETRY_AFTER_FAILURE_MS = 30_000;

export const NO_RATE_MESSAGE =
  'Cursul BNR nu poate fi citit acum și nu există niciun curs salvat sau configurat. Încearcă din nou peste câteva minute sau introdu sumele în euro.';

/**
 * The EUR/RON rate of a day, never held up by BNR: INVOICE_EUR_RON_RATE when set; else BNR's rate
 * read once that Romanian day (every rate read is kept in `exchange_rates`); when BNR cannot be
 * reached, the last rate kept (its own date); when none was ever kept, the configured fallback
 * (INVOICE_FALLBACK_EUR_RON_RATE). Each answer says which (`source`).
 */
@Injectable()
export class ExchangeRates {
  private readonly logger = new Logger(ExchangeRates.name);
  /** When BNR last failed (ms since the epoch, this process); 0: not recently. */
  private failedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: InvoicesRepository,
  ) {}

  /**
   * Reads BNR's rate of `day` into `exchange_rates` unless it was read that day (or a rate is fixed,
   * or BNR failed in the last BNR_RETRY_AFTER_FAILURE_MS; `force` asks anyway). Never throws: BNR
   * unreachable, slow (4 s at most) or answering nonsense only leaves the last kept rate in place.
   * Without `manager` it runs on the pool: call it before a transaction opens, so no connection is
   * held while BNR is asked. Answers whether a rate of `day` is now kept.
   */
  async refresh(day: string, options: { manager?: EntityManager; force?: boolean } = {}): Promise<boolean> {
    if (this.config.invoices.fixedEurRonRate) return true;
    if (await this.repository.rateFetchedOn('EUR', day, options.manager)) return true;
    if (!options.force && Date.now() - this.failedAt < BNR_RETRY_AFTER_FAILURE_MS) return false;
    const url = this.config.invoices.bnrRatesUrl;
    try {
      const fetched = await fetchBnrRate(url, 'EUR');
      await this.repository.saveRate('EUR', fetched.date, fetched.ronPerUnit, url, options.manager);
      this.failedAt = 0;
      return true;
    } catch (error) {
      this.failedAt = Date.now();
      const reason = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
      this.logger.warn(`BNR rates unreachable (${reason}): the last kept rate, or the configured fallback, is used`);
      return false;
    }
  }

  /**
   * The rate of `day` from what is known, without asking BNR (safe inside a transaction: only
   * `manager` is used): fixed, read from BNR that day, BNR's last kept, or the configured fallback;
   * null when there is none (production without INVOICE_FALLBACK_EUR_RON_RATE, before BNR ever answered).
   */
  async known(day: string, manager?: EntityManager): Promise<EurRonRate | null> {
    const { fixedEurRonRate, fallbackEurRonRate } = this.config.invoices;
    if (fixedEurRonRate) return { rate: fixedEurRonRate, date: day, source: 'fixed' };
    const today = await this.repository.rateFetchedOn('EUR', day, manager);
    if (today) return { rate: today.ronPerUnit, date: today.date, source: 'bnr' };
    const last = await this.repository.lastRate('EUR', manager);
    if (last) return { rate: last.ronPerUnit, date: last.date, source: 'bnr_last_known' };
    if (fallbackEurRonRate) return { rate: fallbackEurRonRate, date: day, source: 'fallback' };
    return null;
  }

  /**
   * BNR asked when needed (refresh), then the rate known (known). Only when there is no rate at all
   * it throws EXTERNAL_SERVICE_UNAVAILABLE (503): BNR is what failed, never the database. `manager`:
   * the caller's transaction, when it has one (the embedded database has a single connection).
   */
  async eurRon(manager: EntityManager | undefined, day: string): Promise<EurRonRate> {
    await this.refresh(day, { manager });
    const rate = await this.known(day, manager);
    if (!rate) throw externalServiceUnavailable(NO_RATE_MESSAGE);
    return rate;
  }
}
