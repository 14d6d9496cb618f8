import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  ANAF_UNAVAILABLE_MESSAGE,
  registrationPrefill,
  type CompanyAnswersLookup,
  type CompanyLookup,
  type CompanyYear,
  type ValidateCuiResponse,
} from '../../contracts/company-data.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressLimit, RateCounters, type RateRule } from '../../core/rate-limit/rate-counters.js';
import { isValidCui, normalizeCui } from '../../core/validation/cui.js';
import { ExchangeRates } from '../invoices/exchange-rates.js';
import { answersFromCompany } from './company-answers.js';
import { CompanyDataRepository } from './company-data.repository.js';
import { balanceYears, fetchBalanceSheet, fetchRegistration, parseBalanceSheet, parseRegistration } from './anaf-company.client.js';
import { AnafTurns } from './anaf-turns.js';

/** How long an answer kept from ANAF answers lookups (a company's registration rarely changes within a day). */
export const CACHE_HOURS = 24;

const UNAVAILABLE: CompanyLookup = { status: 'unavailable', message: ANAF_UNAVAILABLE_MESSAGE };

/** ANAF lookups of the public sign-up form (validateCUI) per client address and hour. */
export const SIGN_UP_LOOKUPS_PER_ADDRESS: RateRule = { max: 30, windowSeconds: 60 * 60 };
const SIGN_UP_LIMIT_MESSAGE = 'Am căutat prea multe firme de la această adresă în ultima oră. Completează datele manual.';
const NOT_FOUND_NOTE = 'ANAF nu are o firmă cu acest cod fiscal. Completează datele manual.';

/** The field message of a CUI that fails its check digit (the lookup never reaches ANAF with it). */
export const INVALID_CUI_MESSAGE = 'Codul fiscal (CUI) nu este valid. Verifică cifrele.';

/**
 * Company data by CUI: from the day-long cache (`company_data_cache`), else from ANAF's registry and
 * balance-sheet services within the shared bound on requests (AnafTurns). Never throws for ANAF's
 * sake: slow, failing or busy ANAF answers `unavailable`, and the form asking goes on without it.
 * Lookups of one CUI at the same time make one set of requests (in this process directly, across
 * processes through a short Redis lock whose holder fills the cache the others then read).
 */
@Injectable()
export class CompanyDataService implements OnApplicationShutdown {
  private readonly logger = new Logger(CompanyDataService.name);
  private readonly inFlight = new Map<string, Promise<CompanyLookup>>();
  private redis: Redis | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: CompanyDataRepository,
    private readonly turns: AnafTurns,
    private readonly clock: Clock,
    private readonly counters: RateCounters,
    private readonly rates: ExchangeRates,
  ) {}

  /**
   * The public sign-up form's question (`validateCUI`): whether the CUI is valid and, for a valid one
   * ANAF knows, its registration data. ANAF is asked at most SIGN_UP_LOOKUPS_PER_ADDRESS times an
   * hour per address; past that the answer says so and the form is typed by hand.
   */
  async signUpLookup(rawCui: string, clientAddress: string): Promise<ValidateCuiResponse> {
    const cui = normalizeCui(rawCui);
    const valid = isValidCui(cui);
    if (!valid) return { valid, cui, company: null, anaf: 'skipped' };
    const allowed = await this.counters.tryTake([addressLimit('validate-cui', clientAddress, SIGN_UP_LOOKUPS_PER_ADDRESS, SIGN_UP_LIMIT_MESSAGE)]);
    if (!allowed) return { valid, cui, company: null, anaf: 'skipped', note: SIGN_UP_LIMIT_MESSAGE };
    const lookup = await this.lookup(cui);
    if (lookup.status === 'found') return { valid, cui, company: registrationPrefill(lookup.data), anaf: 'found' };
    if (lookup.status === 'not_found') return { valid, cui, company: null, anaf: 'not_found', note: NOT_FOUND_NOTE };
    return { valid, cui, company: null, anaf: 'unavailable', note: lookup.message };
  }

  /** The eligibility answers ANAF's data give, turnover in EUR at BNR's rate of the day (left out when no rate is known). */
  async answers(cui: string): Promise<CompanyAnswersLookup> {
    const lookup = await this.lookup(cui);
    if (lookup.status !== 'found') return lookup;
    let eurRon: { rate: number; date: string } | null = null;
    try {
      const { rate, date } = await this.rates.eurRon(this.repository.manager, this.clock.now().toISOString().slice(0, 10));
      eurRon = { rate, date };
    } catch {
      // No BNR rate known: every answer but the turnover still helps.
    }
    return { status: 'found', ...answersFromCompany(lookup.data, eurRon?.rate ?? null), eurRon };
  }

  /** 400 with the CUI field's message when `cui` is not a valid CUI (RO prefix and spaces allowed). */
  async lookup(cui: string): Promise<CompanyLookup> {
    if (typeof cui !== 'string' || !isValidCui(cui)) throw AppException.validation([{ field: 'cui', message: INVALID_CUI_MESSAGE }]);
    const normalized = normalizeCui(cui);
    const cached = await this.cached(normalized);
    if (cached) return cached;
    let pending = this.inFlight.get(normalized);
    if (!pending) {
      pending = this.fetchOnce(normalized).finally(() => this.inFlight.delete(normalized));
      this.inFlight.set(normalized, pending);
    }
    return pending;
  }

  private async cached(cui: string): Promise<CompanyLookup | null> {
    const row = await this.repository.fresh(cui, CACHE_HOURS);
    if (!row) return null;
    return row.status === 'found' && row.data ? { status: 'found', data: row.data } : { status: 'not_found' };
  }

  private async store(cui: string, answer: CompanyLookup): Promise<void> {
    if (answer.status === 'found') await this.repository.keep(cui, { status: 'found', data: answer.data }, answer.data.fetchedAt);
    else if (answer.status === 'not_found') await this.repository.keep(cui, { status: 'not_found', data: null }, this.clock.now().toISOString());
  }

  /** Asks ANAF unless another process is asking about the same CUI; then waits for its answer in the cache. */
  private async fetchOnce(cui: string): Promise<CompanyLookup> {
    const { maxWaitMs, timeoutMs } = this.config.anaf;
    // The holder may wait its turns and four requests; the lock outlives that, then frees itself.
    const lockMs = maxWaitMs + 4 * timeoutMs + 1000;
    const lockKey = this.config.redis ? `${this.config.redis.prefix}:anaf-company:lock:${cui}` : null;
    if (lockKey) {
      let acquired: string | null;
      try {
        acquired = await this.connection().set(lockKey, '1', 'PX', lockMs, 'NX');
      } catch (error) {
        this.logger.warn(`Company data: Redis failed (${error instanceof Error ? error.message : String(error)})`);
        return UNAVAILABLE;
      }
      if (!acquired) return this.awaitOther(cui, maxWaitMs + timeoutMs);
    }
    try {
      const answer = await this.fetchFromAnaf(cui);
      return answer;
    } finally {
      if (lockKey)
        await this.connection()
          .del(lockKey)
          .catch(() => undefined);
    }
  }

  private async awaitOther(cui: string, ms: number): Promise<CompanyLookup> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const cached = await this.cached(cui);
      if (cached) return cached;
    }
    return UNAVAILABLE;
  }

  private async fetchFromAnaf(cui: string): Promise<CompanyLookup> {
    const { apiUrl, timeoutMs } = this.config.anaf;
    const now = this.clock.now();
    if (!(await this.turns.take('registry'))) return UNAVAILABLE;
    let registration;
    try {
      registration = parseRegistration(cui, await fetchRegistration(apiUrl, cui, now.toISOString().slice(0, 10), timeoutMs));
    } catch (error) {
      this.logger.warn(`ANAF registry for ${cui}: ${error instanceof Error ? error.message : String(error)}`);
      return UNAVAILABLE;
    }
    if (!registration) {
      const answer: CompanyLookup = { status: 'not_found' };
      await this.store(cui, answer);
      return answer;
    }
    const years: CompanyYear[] = [];
    let complete = true;
    for (const year of balanceYears(now)) {
      if (!(await this.turns.take('balance'))) {
        complete = false;
        break;
      }
      try {
        const figures = parseBalanceSheet(year, await fetchBalanceSheet(apiUrl, cui, year, timeoutMs));
        if (figures) years.push(figures);
      } catch (error) {
        this.logger.warn(`ANAF balance sheet ${year} for ${cui}: ${error instanceof Error ? error.message : String(error)}`);
        complete = false;
        break;
      }
    }
    const answer: CompanyLookup = { status: 'found', data: { ...registration, years, source: 'anaf', fetchedAt: now.toISOString() } };
    // Registration data without every year still prefill a form; kept only when whole, so the next lookup asks again.
    if (complete) await this.store(cui, answer);
    return answer;
  }

  private connection(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.config.redis!.url, { maxRetriesPerRequest: 1 });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
