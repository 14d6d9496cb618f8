import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { CompanyData } from '../../contracts/company-data.js';
import { caenClass } from '../../contracts/caen.js';
import type { FieldError } from '../../contracts/error-codes.js';
import { ListingType } from '../../contracts/lists.js';
import type { ListResponse } from '../../contracts/listings.js';
import {
  VALUATION_NEEDS_FIGURES_MESSAGE,
  type ListingEstimatedValue,
  type ValuationEstimate,
  type ValuationEstimateSummary,
  type ValuationIncludes,
  type ValuationInputs,
  type ValuationYearInput,
} from '../../contracts/valuation.js';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { AppException } from '../../core/errors/app.exception.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { addressLimit, RateCounters, type RateRule } from '../../core/rate-limit/rate-counters.js';
import { CompanyDataService } from '../company-data/company-data.service.js';
import { ExchangeRates } from '../invoices/exchange-rates.js';
import { listResponse } from '../../core/http/pagination.js';
import type { CreateValuationDto } from './dto/valuation.dto.js';
import { estimateValue, inCurrentWording, type MethodResult } from './valuation-method.js';
import { MIN_TURNOVER_EUR, plausibilityErrors, sectionErrors, sectionOf } from './valuation-input.js';
import { ValuationRepository, type EstimateRow } from './valuation.repository.js';

/** Estimates one client address may ask for in an hour (each may cost ANAF lookups). */
export const ESTIMATES_PER_ADDRESS: RateRule = { max: 30, windowSeconds: 60 * 60 };
export const ESTIMATES_LIMIT_MESSAGE = 'Ai cerut prea multe evaluări în ultima oră. Încearcă din nou mai târziu.';

/** Who asks: the client address (rate limit) and the signed-in account, if any. */
export interface Asker {
  ip: string;
  userId: string | null;
}

/** What is stored in `estimate` (the rest of ValuationEstimate comes from columns and the viewer). */
type StoredEstimate = Omit<ValuationEstimate, 'id' | 'low' | 'mid' | 'high' | 'currency' | 'createdAt' | 'attachedListingIds' | 'mine'>;

/** An estimate row's id and value range (stored in EUR). */
function rangeOf(row: EstimateRow) {
  return { id: row.id, low: row.low, mid: row.mid, high: row.high, currency: 'EUR' as const };
}

/** Figures the method needs, from ANAF or typed, before conversion. */
interface Figures extends Pick<ValuationInputs, 'origin' | 'cui' | 'companyName' | 'caen' | 'domainId' | 'section' | 'countyId'> {
  currency: 'RON' | 'EUR';
  years: ValuationYearInput[];
  assets: number | null;
  debts: number | null;
  includes: ValuationIncludes;
}

const DEFAULT_INCLUDES: ValuationIncludes = { kind: 'shares', realEstate: false };
const FIGURE_FIELDS = ['caen', 'domainId', 'currency', 'years', 'assets', 'debts'] as const;
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The instant valuation (spec section 7, `termene/evaluation`): figures from ANAF by CUI or typed,
 * converted to EUR at BNR's rate, valued by the documented method (valuation-method.ts) and stored
 * under an unguessable id. Whoever holds the id reads the estimate; its owner (signed in when it
 * was made) lists theirs and may show one on their own company listing.
 */
@Injectable()
export class ValuationService {
  constructor(
    private readonly repository: ValuationRepository,
    private readonly counters: RateCounters,
    private readonly companies: CompanyDataService,
    private readonly rates: ExchangeRates,
    private readonly cache: ResponseCache,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateValuationDto, asker: Asker): Promise<ValuationEstimate> {
    await this.counters.take([addressLimit('valuation', asker.ip, ESTIMATES_PER_ADDRESS, ESTIMATES_LIMIT_MESSAGE)]);
    const figures = input.cui !== undefined ? await this.fromAnaf(input) : this.fromTyped(input);
    // BNR's rate of today, its last kept one when BNR cannot be reached, or the configured one: the answer says which.
    const eurRon = figures.currency === 'RON' ? await this.rates.eurRon(undefined, romanianDay(this.clock.now())) : null;
    const toEur = (amount: number) => round2(eurRon ? amount / eurRon.rate : amount);
    const years = figures.years.map((year) => ({ ...year, turnover: toEur(year.turnover), netProfit: toEur(year.netProfit) }));
    const newest = [...years].sort((a, b) => b.year - a.year)[0];
    if (newest.turnover < MIN_TURNOVER_EUR) {
      throw AppException.validation([
        {
          field: figures.origin === 'cui' ? 'cui' : 'years',
          message: `Cifra de afaceri din ultimul an este sub ${MIN_TURNOVER_EUR} EUR: prea mică pentru o evaluare.`,
        },
      ]);
    }
    const inputs: ValuationInputs = {
      origin: figures.origin,
      cui: figures.cui,
      companyName: figures.companyName,
      caen: figures.caen,
      domainId: figures.domainId,
      section: figures.section,
      countyId: figures.countyId,
      givenCurrency: figures.currency,
      eurRon: eurRon ? { rate: eurRon.rate, date: eurRon.date, source: eurRon.source } : null,
      years: [...years].sort((a, b) => b.year - a.year),
      assets: figures.assets === null ? null : toEur(figures.assets),
      debts: figures.debts === null ? null : toEur(figures.debts),
      includes: figures.includes,
    };
    const result: MethodResult = estimateValue({
      section: inputs.section,
      years: inputs.years,
      assets: inputs.assets,
      debts: inputs.debts,
      includes: inputs.includes,
    });
    const stored: StoredEstimate = {
      method: result.method,
      multiples: result.multiples,
      adjustments: result.adjustments,
      assumptions: result.assumptions,
      inputs,
      sensitivities: result.sensitivities,
      source: result.source,
    };
    const row = await this.repository.insert({
      id: randomBytes(16).toString('base64url'),
      ownerId: asker.userId,
      low: result.low,
      mid: result.mid,
      high: result.high,
      estimate: stored as unknown as Record<string, unknown>,
    });
    return this.view(row, asker.userId, []);
  }

  /** Whoever holds the id; the owner also sees where it is shown. */
  async get(id: string, viewerId: string | null): Promise<ValuationEstimate> {
    const row = await this.repository.find(id);
    if (!row) throw AppException.notFound('Evaluarea nu există.');
    const attached = row.ownerId && row.ownerId === viewerId ? ((await this.repository.listingsOf([row.id])).get(row.id) ?? []) : [];
    return this.view(row, viewerId, attached);
  }

  async mine(userId: string, page: number, perPage: number): Promise<ListResponse<ValuationEstimateSummary>> {
    const { rows, total } = await this.repository.ofOwner(userId, perPage, (page - 1) * perPage);
    const attached = await this.repository.listingsOf(rows.map((row) => row.id));
    const docs = rows.map((row): ValuationEstimateSummary => {
      const stored = row.estimate as unknown as StoredEstimate;
      return {
        ...rangeOf(row),
        companyName: stored.inputs.companyName,
        caen: stored.inputs.caen,
        section: stored.inputs.section,
        attachedListingIds: attached.get(row.id) ?? [],
        createdAt: row.createdAt.toISOString(),
      };
    });
    return listResponse(docs, page, perPage, total);
  }

  /**
   * Shows the estimate on a company listing: only its owner, only on a company listing of theirs
   * (any state but archived). A listing shows one estimate; attaching another replaces it.
   */
  async attach(id: string, listingId: string, userId: string): Promise<ValuationEstimate> {
    const row = await this.ownedEstimate(id, userId);
    const listing = await this.repository.listing(listingId);
    if (!listing) throw AppException.notFound('Anunțul nu există.');
    if (listing.ownerId !== userId) throw AppException.forbidden('Poți atașa evaluarea doar anunțurilor tale.');
    if (listing.family !== ListingType.Company) {
      throw AppException.validation([{ field: 'listingId', message: 'Evaluarea se poate atașa doar unui anunț de vânzare a unei afaceri.' }]);
    }
    if (listing.status === 'archived')
      throw AppException.validation([{ field: 'listingId', message: 'Anunțul a fost retras; evaluarea nu se mai poate atașa.' }]);
    await this.repository.attach(listingId, row.id);
    this.cache.invalidate();
    return this.get(row.id, userId);
  }

  async detach(id: string, listingId: string, userId: string): Promise<void> {
    const row = await this.ownedEstimate(id, userId);
    const listing = await this.repository.listing(listingId);
    if (!listing || listing.ownerId !== userId || !(await this.repository.detach(listingId, row.id))) {
      throw AppException.notFound('Evaluarea nu este atașată acestui anunț.');
    }
    this.cache.invalidate();
  }

  /** The `estimatedValue` of a company listing's public detail. */
  async shownOn(listingId: string): Promise<ListingEstimatedValue | null> {
    const row = await this.repository.shownOn(listingId);
    return row ? { low: row.low, mid: row.mid, high: row.high, currency: 'EUR', estimateId: row.id, createdAt: row.createdAt.toISOString() } : null;
  }

  /** 404 for an unknown id; 403 when the estimate is someone else's (or nobody's: made signed out). */
  private async ownedEstimate(id: string, userId: string): Promise<EstimateRow> {
    const row = await this.repository.find(id);
    if (!row) throw AppException.notFound('Evaluarea nu există.');
    if (row.ownerId !== userId) throw AppException.forbidden('Doar cel care a făcut evaluarea, autentificat, o poate atașa unui anunț.');
    return row;
  }

  private view(row: EstimateRow, viewerId: string | null, attachedListingIds: string[]): ValuationEstimate {
    const stored = inCurrentWording(row.estimate as unknown as StoredEstimate);
    return {
      ...rangeOf(row),
      ...stored,
      attachedListingIds,
      mine: Boolean(row.ownerId && row.ownerId === viewerId),
      createdAt: row.createdAt.toISOString(),
    };
  }

  private fromTyped(input: CreateValuationDto): Figures {
    const field = input.caen !== undefined ? 'caen' : 'domainId';
    const section = sectionOf(input.caen, input.domainId);
    const errors: FieldError[] = [...sectionErrors(section, field), ...plausibilityErrors(input.years ?? [], this.clock.now())];
    if (errors.length) throw AppException.validation(errors);
    return {
      origin: 'figures',
      cui: null,
      companyName: null,
      caen: input.caen ?? null,
      domainId: input.caen !== undefined ? null : (input.domainId ?? null),
      section: section!,
      countyId: input.countyId ?? null,
      currency: input.currency ?? 'RON',
      years: (input.years ?? []).map((year) => ({ year: year.year, turnover: year.turnover, netProfit: year.netProfit, employees: year.employees })),
      assets: input.assets ?? null,
      debts: input.debts ?? null,
      includes: input.includes ? { kind: input.includes.kind, realEstate: input.includes.realEstate } : DEFAULT_INCLUDES,
    };
  }

  /**
   * The figures of ANAF's last balance sheets (RON). ANAF slow or down, a CUI it does not know, no
   * balance sheet with turnover and profit, or no CAEN: 400 on `cui` asking for typed figures.
   */
  private async fromAnaf(input: CreateValuationDto): Promise<Figures> {
    const extra = FIGURE_FIELDS.filter((name) => input[name] !== undefined);
    if (extra.length) {
      throw AppException.validation(extra.map((name) => ({ field: name, message: 'Cu un CUI, cifrele vin de la ANAF: trimite fie CUI-ul, fie cifrele.' })));
    }
    const lookup = await this.companies.lookup(input.cui!);
    const needFigures = (message = VALUATION_NEEDS_FIGURES_MESSAGE) => AppException.validation([{ field: 'cui', message }], message);
    if (lookup.status === 'unavailable') throw needFigures();
    if (lookup.status === 'not_found') throw needFigures('ANAF nu are date pentru acest CUI. Completează cifrele din bilanț și încearcă din nou.');
    const data: CompanyData = lookup.data;
    const years = data.years
      .filter((year) => year.turnover !== null && year.netProfit !== null)
      .slice(0, 3)
      .map((year) => ({ year: year.year, turnover: year.turnover!, netProfit: year.netProfit!, employees: year.employees ?? 0 }));
    const caen = [data.caen, ...data.years.map((year) => year.caen)].find((code) => code && caenClass(code)) ?? null;
    if (!years.length || !caen) throw needFigures();
    const section = caenClass(caen)!.section;
    const errors = sectionErrors(section, 'caen');
    if (errors.length) throw AppException.validation(errors.map((error) => ({ ...error, field: 'cui' })));
    const plausible = plausibilityErrors(years, this.clock.now());
    if (plausible.length) throw needFigures('Cifrele din bilanțul de la ANAF nu permit o evaluare instantă. Completează cifrele și încearcă din nou.');
    const newest = data.years.find((year) => year.year === years[0].year)!;
    return {
      origin: 'cui',
      cui: data.cui,
      companyName: data.name,
      caen: caenClass(caen)!.code,
      domainId: null,
      section,
      countyId: data.countyId ?? input.countyId ?? null,
      currency: 'RON',
      years,
      assets: newest.assets,
      debts: newest.debts,
      includes: input.includes ? { kind: input.includes.kind, realEstate: input.includes.realEstate } : DEFAULT_INCLUDES,
    };
  }
}
