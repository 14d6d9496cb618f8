import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';
import { fetchBnrRate } from './bnr-rates.client.js';
import { InvoicesRepository } from './invoices.repository.js';

export interface EurRonRate {
  /** RON for one EUR. */
  rate: number;
  /** The day the rate is BNR's for (YYYY-MM-DD). */
  date: string;
}

/**
 * The EUR/RON rate of an invoice's issue day: INVOICE_EUR_RON_RATE when set; else the BNR rate
 * read once that day (kept in `exchange_rates`); when BNR cannot be reached, the last rate known.
 */
@Injectable()
export class ExchangeRates {
  private readonly logger = new Logger(ExchangeRates.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: InvoicesRepository,
  ) {}

  /** Inside the issuing transaction (`manager`): nothing here opens a second connection. */
  async eurRon(manager: EntityManager, day: string): Promise<EurRonRate> {
    const fixed = this.config.invoices.fixedEurRonRate;
    if (fixed) return { rate: fixed, date: day };
    const today = await this.repository.rateFetchedOn(manager, 'EUR', day);
    if (today) return { rate: today.ronPerUnit, date: today.date };
    try {
      const fetched = await fetchBnrRate(this.config.invoices.bnrRatesUrl, 'EUR');
      await this.repository.saveRate(manager, 'EUR', fetched.date, fetched.ronPerUnit, this.config.invoices.bnrRatesUrl);
      return { rate: fetched.ronPerUnit, date: fetched.date };
    } catch (error) {
      const last = await this.repository.lastRate(manager, 'EUR');
      this.logger.warn(`BNR rates unreachable (${error instanceof Error ? error.message : String(error)}); ${last ? `using the rate of ${last.date}` : 'no rate known'}`);
      if (last) return { rate: last.ronPerUnit, date: last.date };
      throw new AppException(ErrorCode.SERVICE_UNAVAILABLE, 'Cursul BNR nu poate fi citit acum, iar factura are nevoie de el. Încearcă din nou în câteva minute.');
    }
  }
}
