import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CAEN_SECTIONS } from '../../contracts/caen.js';
import type { ReportFigures, ReportStartingEstimate } from '../../contracts/valuation-reports.js';
import type { ValuationEstimate } from '../../contracts/valuation.js';
import { Clock } from '../../core/clock/clock.js';
import { CompanyDataService } from '../company-data/company-data.service.js';
import { ExchangeRates } from '../invoices/exchange-rates.js';
import { sectionOf } from '../valuation/valuation-input.js';
import { estimateValue } from '../valuation/valuation-method.js';
import { ValuationService } from '../valuation/valuation.service.js';
import { ValuationReportsService } from './valuation-reports.service.js';

const METHOD_NAME = 'metoda multiplilor de piață RoAfaceri';

/** A stored instant estimate as the report's starting point. */
export function startingOf(estimate: Pick<ValuationEstimate, 'id' | 'low' | 'mid' | 'high' | 'method'>): ReportStartingEstimate {
  return {
    low: estimate.low,
    mid: estimate.mid,
    high: estimate.high,
    currency: 'EUR',
    method: METHOD_NAME,
    estimateId: estimate.id,
    explanation: estimate.method.summary,
  };
}

/**
 * Connects the report workspace to the company-data module (figures by CUI from ANAF) and to the
 * instant valuation (the stored estimate the order carries, else the same method run on the
 * report's figures, converted from RON at BNR's rate).
 */
@Injectable()
export class ValuationReportSources implements OnModuleInit {
  private readonly logger = new Logger(ValuationReportSources.name);

  constructor(
    private readonly reports: ValuationReportsService,
    private readonly companies: CompanyDataService,
    private readonly valuations: ValuationService,
    private readonly rates: ExchangeRates,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.reports.provideCompanyData({ lookup: (cui) => this.companies.lookup(cui) });
    this.reports.provideEstimator({
      estimate: (figures, estimateId) => this.estimate(figures, estimateId),
      figuresOf: (estimateId) => this.figuresOf(estimateId),
    });
  }

  /** The figures a stored estimate was made from, back in RON at the rate it used (typed in EUR: the day's rate). */
  async figuresOf(estimateId: string): Promise<ReportFigures | null> {
    const stored = await this.valuations.get(estimateId, null).catch(() => null);
    if (!stored) return null;
    const { inputs } = stored;
    const rate = inputs.eurRon?.rate ?? (await this.rates.eurRon(this.dataSource.manager, this.clock.now().toISOString().slice(0, 10))).rate;
    const ron = (value: number) => Math.round(value * rate);
    return {
      source: inputs.origin === 'cui' ? 'anaf' : 'manual',
      fetchedAt: inputs.origin === 'cui' ? stored.createdAt : null,
      caen: inputs.caen,
      countyId: inputs.countyId,
      years: inputs.years.map((year) => ({ year: year.year, turnover: ron(year.turnover), netProfit: ron(year.netProfit), employees: year.employees })),
      assets: inputs.assets === null ? null : ron(inputs.assets),
      debts: inputs.debts === null ? null : ron(inputs.debts),
    };
  }

  async estimate(figures: ReportFigures, estimateId: string | null): Promise<ReportStartingEstimate | null> {
    if (estimateId) {
      const stored = await this.valuations.get(estimateId, null).catch(() => null);
      if (stored) return startingOf(stored);
    }
    const section = sectionOf(figures.caen, null);
    const years = figures.years
      .filter((year) => year.turnover !== null && year.netProfit !== null)
      .slice(0, 3)
      .map((year) => ({ year: year.year, turnover: year.turnover!, netProfit: year.netProfit!, employees: year.employees ?? 0 }));
    if (!section || !years.length) return null;
    const rate = await this.rates.eurRon(this.dataSource.manager, this.clock.now().toISOString().slice(0, 10));
    const eur = (value: number) => Math.round((value / rate.rate) * 100) / 100;
    try {
      const result = estimateValue({
        section,
        years: years.map((year) => ({ ...year, turnover: eur(year.turnover), netProfit: eur(year.netProfit) })),
        assets: figures.assets === null ? null : eur(figures.assets),
        debts: figures.debts === null ? null : eur(figures.debts),
        includes: { kind: 'shares', realEstate: false },
      });
      const sectionName = CAEN_SECTIONS.find((item) => item.letter === section)?.name ?? section;
      return {
        low: result.low,
        mid: result.mid,
        high: result.high,
        currency: 'EUR',
        method: METHOD_NAME,
        estimateId: null,
        explanation: [
          `Secțiunea CAEN ${section} (${sectionName}); cifrele în lei convertite ${rate.source === 'bnr' || rate.source === 'bnr_last_known' ? `la cursul BNR de ${rate.rate} lei/EUR din ${rate.date}` : `la cursul de ${rate.rate} lei/EUR stabilit de noi (nu cursul BNR al zilei)`}.`,
          ...result.method.summary,
        ],
      };
    } catch (error) {
      this.logger.warn(`No starting estimate for section ${section}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
