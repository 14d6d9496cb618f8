import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CAEN_CLASSES, caenClass, domainOfCaen, foldText } from '../../../contracts/caen.js';
import type { DigitalizationAnswers, DigitalizationResult, GrantTreiAnswers, GrantTreiResult } from '../../../contracts/consulting.js';
import { countyName } from '../../../contracts/counties.js';
import {
  CRITERION_OUTCOME_NAMES,
  PROGRAMME_OUTCOME_NAMES,
  type CompanyAnswers,
  type CriterionResult,
  type EligibilityResponse,
  type ProgrammeDetail,
  type ProgrammeAvailability,
  type ProgrammeResult,
  type ProgrammeSummary,
  type SavedEligibilityCheck,
} from '../../../contracts/funding.js';
import { BUSINESS_TYPES, ECONOMIC_DOMAINS, FUND_REGIONS, ListingType } from '../../../contracts/lists.js';
import { listingPublicPath } from '../../../contracts/public-pages.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { Clock } from '../../../core/clock/clock.js';
import { romanianDay } from '../../../core/clock/romanian-day.js';
import { MailService } from '../../mail/mail.service.js';
import { byAvailabilityThenOutcome, computeGrant, evaluate, formatNumber, programmeOutcome } from './eligibility-engine.js';
import { availabilityOn, programmeAvailability, romanianDate } from './programme-availability.js';
import type { ProgrammeDocument } from './programme-document.js';
import { loadProgrammeDocuments } from './programme-loader.js';
import { ProgrammesRepository, type FundCallRow } from './programmes.repository.js';
import { describeCriterion, describeGrant, describeScoring } from './programme-describe.js';
import { regionOfCounty } from './regions.js';

/** The programme the Measure 3 form (`eligibility/grant-trei`) runs on, and the points calculator's grid. */
export const GRANT_TREI_PROGRAMME = 'masura-3';
export const DIGITALIZATION_PROGRAMME = 'calculator-digitalizare';
const CALL_PREFIX = 'apel-';

export { statusOn } from './programme-availability.js';

/**
 * A funding call's availability on `day`: the listing's call status as staff set it, and closed once
 * its deadline has passed even before the CloseFundCalls job has run. A listing has no opening date,
 * so an announced call says only that it is announced (and its deadline when known).
 */
export function callAvailability(
  call: Pick<FundCallRow, 'callStatus' | 'deadline'>,
  day: string,
  source: ProgrammeAvailability['source'],
): ProgrammeAvailability {
  const base = { opensOn: null, closesOn: call.deadline, opensOnEstimated: false, note: null, source };
  if (call.callStatus === 'closed' || (call.deadline !== null && call.deadline < day)) {
    return {
      ...base,
      status: 'closed',
      canApplyNow: false,
      label: call.deadline ? `Apel închis: termenul de depunere a fost ${romanianDate(call.deadline)}` : 'Apel închis',
    };
  }
  if (call.callStatus === 'upcoming') {
    return {
      ...base,
      status: 'upcoming',
      canApplyNow: false,
      label: `Apel anunțat, data deschiderii nu a fost încă publicată${call.deadline ? `; termen ${romanianDate(call.deadline)}` : ''}`,
    };
  }
  return availabilityOn(base, day);
}

/**
 * The funding tools: every programme's rules document, loaded and validated when the backend starts
 * (a broken document stops the boot), plus the open funding calls published as `fund` listings, all
 * evaluated by the one engine.
 */
@Injectable()
export class ProgrammesService {
  readonly documents: readonly ProgrammeDocument[] = loadProgrammeDocuments();

  constructor(
    private readonly repository: ProgrammesRepository,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  document(id: string): ProgrammeDocument {
    const document = this.documents.find((item) => item.id === id);
    if (!document) throw new Error(`Programme ${id} has no rules document`);
    return document;
  }

  private summary(document: ProgrammeDocument, day: string): ProgrammeSummary {
    const availability = programmeAvailability(document, day);
    return {
      id: document.id,
      name: document.name,
      version: document.version,
      status: availability.status,
      kind: 'programme',
      grant: document.grant ? { minEur: document.grant.minEur, maxEur: document.grant.maxEur, share: document.grant.share } : null,
      source: document.source,
      validFrom: document.validFrom,
      validTo: document.validTo,
      scores: document.scoring !== null,
      availability,
    };
  }

  private callSummary(call: FundCallRow, day: string): ProgrammeSummary {
    const source = { title: call.title, date: (call.publishedAt ?? call.updatedAt).toISOString().slice(0, 10), url: call.sourceUrl ?? this.callUrl(call) };
    const availability = callAvailability(call, day, source);
    return {
      id: `${CALL_PREFIX}${call.slug}`,
      name: call.title,
      version: call.updatedAt.toISOString(),
      status: availability.status,
      kind: 'call',
      grant: call.grantMax !== null ? { minEur: call.grantMin ?? 0, maxEur: call.grantMax, share: callShare(call) } : null,
      source,
      validFrom: null,
      validTo: call.deadline,
      scores: false,
      url: this.callUrl(call),
      availability,
    };
  }

  private callUrl(call: Pick<FundCallRow, 'slug'>): string {
    return `${this.config.http.publicUrl}${listingPublicPath({ type: ListingType.Fund, slug: call.slug })}`;
  }

  /** `GET /api/consulting/programmes`: the listed programmes (each with its status today), then the open and announced funding calls. */
  async summaries(now = this.clock.now()): Promise<ProgrammeSummary[]> {
    const day = romanianDay(now);
    const calls = await this.repository.openFundCalls(day);
    return [
      ...this.documents.filter((document) => document.listed).map((document) => this.summary(document, day)),
      ...calls.map((call) => this.callSummary(call, day)),
    ];
  }

  /** The console's view: every document (listed or not) with its rules in words. */
  details(now = this.clock.now()): ProgrammeDetail[] {
    const day = romanianDay(now);
    return this.documents.map((document) => ({
      ...this.summary(document, day),
      listed: document.listed,
      notes: document.notes,
      grantRule: describeGrant(document.grant),
      criteria: document.criteria.map((rule) => ({
        key: rule.key,
        label: rule.label,
        type: rule.type,
        condition: describeCriterion(rule),
        note: rule.note ?? null,
      })),
      scoring: describeScoring(document.scoring),
    }));
  }

  /**
   * Every listed programme and open or announced call (or only `programmeIds`): those one can apply
   * to today first, then the announced ones, then the closed ones; within each, eligible, needs
   * review, not eligible. The day is the clock's, so a programme passing its last day is closed
   * without a change to its document. An unknown id is a 400 naming it.
   */
  async evaluateAll(answers: CompanyAnswers, programmeIds: string[] | undefined, now = this.clock.now()): Promise<ProgrammeResult[]> {
    const calls = await this.repository.openFundCalls(romanianDay(now));
    const documents = this.documents.filter((document) => document.listed);
    if (programmeIds?.length) {
      const known = new Set([...documents.map((document) => document.id), ...calls.map((call) => `${CALL_PREFIX}${call.slug}`)]);
      const unknown = programmeIds.filter((id) => !known.has(id));
      if (unknown.length)
        throw AppException.validation([{ field: 'programmeIds', message: `Programul nu există sau nu mai primește cereri: ${unknown.join(', ')}.` }]);
    }
    const wanted = (id: string) => !programmeIds?.length || programmeIds.includes(id);
    const results = [
      ...documents.filter((document) => wanted(document.id)).map((document) => evaluate(answers, document, now)),
      ...calls.filter((call) => wanted(`${CALL_PREFIX}${call.slug}`)).map((call) => this.evaluateCall(answers, call, romanianDay(now))),
    ];
    // A stable sort: programmes keep their order within one status and outcome.
    return results.sort(byAvailabilityThenOutcome);
  }

  /** A funding call as a programme: region, beneficiary type and CAEN where the listing states them. */
  evaluateCall(answers: CompanyAnswers, call: FundCallRow, day: string): ProgrammeResult {
    const criteria: CriterionResult[] = [regionCriterion(answers, call), beneficiaryCriterion(answers, call), caenCriterion(answers, call)];
    const outcome = programmeOutcome(criteria);
    const summary = this.callSummary(call, day);
    let grant: ProgrammeResult['grant'] = null;
    // A closed call gets no estimate, as a closed programme (eligibility-engine.ts).
    if (summary.grant && summary.availability.status !== 'closed') {
      const share = summary.grant.share;
      const raw = answers.investmentEur === undefined ? null : Math.min(answers.investmentEur * share, summary.grant.maxEur);
      const counts = outcome !== 'not_eligible' && raw !== null && raw >= summary.grant.minEur;
      grant = { ...summary.grant, estimateEur: counts ? Math.round(raw) : 0, ownContributionEur: counts ? Math.round(answers.investmentEur! - raw) : 0 };
    }
    return {
      programmeId: summary.id,
      name: call.title,
      version: summary.version,
      outcome,
      criteria,
      grant,
      score: null,
      source: summary.source,
      availability: summary.availability,
    };
  }

  /** `POST /api/consulting/eligibility`: the results, kept for a signed-in user who asked to save them. */
  async check(answers: CompanyAnswers, programmeIds: string[] | undefined, userId: string | null, save: boolean): Promise<EligibilityResponse> {
    const results = await this.evaluateAll(answers, programmeIds);
    if (!userId || !save) return { results };
    const saved = await this.repository.insertCheck({
      userId,
      answers,
      results,
      programmes: results.map((result) => ({ id: result.programmeId, version: result.version })),
    });
    return { results, checkId: saved.id };
  }

  async mine(userId: string): Promise<SavedEligibilityCheck[]> {
    const rows = await this.repository.checksOf(userId);
    return rows.map((row) => ({ id: row.id, answers: row.answers, results: row.results, createdAt: row.createdAt.toISOString() }));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repository.deleteCheck(userId, id))) throw AppException.notFound('Verificarea nu există.');
  }

  /** Emails one of the user's own checks to them: one email per call. */
  async email(userId: string, id: string): Promise<void> {
    const check = await this.repository.checkOf(userId, id);
    const user = check ? await this.repository.emailOf(userId) : null;
    if (!check || !user) throw AppException.notFound('Verificarea nu există.');
    const summary = check.results
      .map((result) => {
        const failed = result.criteria.filter((criterion) => criterion.outcome !== 'met');
        const grant = result.grant?.estimateEur ? `, grant estimat ${formatNumber(result.grant.estimateEur)} EUR` : '';
        const lines = failed.map((criterion) => `   – ${CRITERION_OUTCOME_NAMES[criterion.outcome]}: ${criterion.reason}`);
        // A closed or announced call says so first: its outcome is not an application one can make now.
        const status = result.availability && !result.availability.canApplyNow ? `${result.availability.label}. Condiții: ` : '';
        return [`• ${result.name} (versiunea ${result.version}): ${status}${PROGRAMME_OUTCOME_NAMES[result.outcome]}${grant}`, ...lines].join('\n');
      })
      .join('\n');
    await this.mail.send(
      'eligibility-result',
      user.email,
      { fullName: user.fullName, date: check.createdAt.toISOString().slice(0, 10), summary, url: `${this.config.http.publicUrl}/cont` },
      { jobId: `eligibility-email-${check.id}-${randomUUID()}` },
    );
  }

  /** The answers a signed-in legal entity starts from: company name, CUI and the legal form its name shows. */
  async prefill(userId: string): Promise<CompanyAnswers> {
    const profile = await this.repository.profileOf(userId);
    if (!profile || profile.userType !== 2) return {};
    const answers: CompanyAnswers = {};
    if (profile.companyName) {
      answers.companyName = profile.companyName;
      const form = legalFormOfName(profile.companyName);
      if (form !== null) answers.legalForm = form;
    }
    if (profile.cui) answers.cui = profile.cui;
    return answers;
  }

  // ------------------------------------------------------------------ the older forms' shapes

  /**
   * The Measure 3 form's answers on the `masura-3` document. The form asks for an economic domain,
   * not a class: the domain's first CAEN class stands for it (the document excludes whole sections).
   * Criteria whose answer the form does not ask (profit, difficulty) are left out of this shape.
   */
  grantTrei(legacy: GrantTreiAnswers, now = this.clock.now()): GrantTreiResult {
    const document = this.document(GRANT_TREI_PROGRAMME);
    const answers: CompanyAnswers = {
      legalForm: legacy.legalForm,
      foundedYear: legacy.foundedYear,
      caen: representativeClass(legacy.caenDomain),
      employees: legacy.employees,
      turnoverEur: legacy.turnoverEur,
      county: legacy.county,
      investmentEur: legacy.investmentEur,
      canCoFinance: legacy.canCoFinance,
      hasTaxDebts: legacy.hasTaxDebts,
    };
    const result = evaluate(answers, document, now);
    const reasons = result.criteria.filter((criterion) => criterion.outcome === 'not_met').map((criterion) => criterion.reason);
    const eligible = reasons.length === 0;
    const availability = result.availability!;
    // A closed call: its conditions are still checked, but no grant is estimated (never scored as open).
    const grant = document.grant && availability.status !== 'closed' ? computeGrant(document.grant, answers, now) : null;
    const notes: string[] = [];
    if (availability.status === 'closed') notes.push(`${availability.label}; nu se mai pot depune cereri, de aceea grantul nu este estimat.`);
    else if (availability.status === 'upcoming') notes.push(`${availability.label}.`);
    if (document.grant && grant && legacy.investmentEur * grant.share > grant.maxEur) {
      notes.push(`Grantul maxim este de ${formatNumber(grant.maxEur)} EUR; restul investiției se acoperă din surse proprii.`);
    }
    const regional = document.grant?.shareByCounty?.find((entry) => entry.counties.includes(legacy.county));
    if (regional) notes.push(`Investiție în ${countyName(legacy.county)}: ${regional.note ?? ''}`.trim());
    return {
      eligible,
      reasons,
      notes,
      grantEur: eligible && grant ? grant.grantEur : 0,
      coFinancingEur: eligible && grant ? grant.ownContributionEur : 0,
      programmeId: document.id,
      version: document.version,
      availability,
    };
  }

  /** The points calculator's answers on the `calculator-digitalizare` grid, in the calculator's shape. */
  digitalization(legacy: DigitalizationAnswers, now = this.clock.now()): DigitalizationResult {
    const document = this.document(DIGITALIZATION_PROGRAMME);
    const score = evaluate({ ...legacy, investments: [...new Set(legacy.investments)] }, document, now).score!;
    return {
      criteria: score.lines.map((line) => ({
        key: line.key as DigitalizationResult['criteria'][number]['key'],
        name: line.label,
        points: line.points,
        max: line.max,
      })),
      total: score.total,
      max: score.max,
      threshold: score.threshold,
      passesThreshold: score.passesThreshold,
      programmeId: document.id,
      version: document.version,
      advice: score.advice,
    };
  }
}

/** The first class of a domain's first CAEN selector (the legacy forms' domain standing for a class). */
export function representativeClass(domainId: number): string | undefined {
  return CAEN_CLASSES.find((item) => domainOfCaen(item.code) === domainId)?.code;
}

/** SRL-D, SRL or SA from the end of a company's name („Brutăria Țării SRL”), or null. */
export function legalFormOfName(name: string): number | null {
  const folded = foldText(name).replace(/\./g, '').trim();
  if (/\bsrl-?d$/.test(folded)) return 2;
  if (/\bsrl$/.test(folded)) return 1;
  if (/\bsa$/.test(folded)) return 4;
  return null;
}

const callShare = (call: FundCallRow) =>
  call.cofinancingPercent !== null && call.cofinancingPercent > 0 ? Math.round((1 - call.cofinancingPercent / 100) * 10000) / 10000 : 1;

function regionCriterion(answers: CompanyAnswers, call: FundCallRow): CriterionResult {
  const base = { key: 'region', label: 'Regiunea de implementare' };
  if (call.region === 'all') return { ...base, outcome: 'met', reason: 'Apelul este deschis în toate regiunile.' };
  const regionName = FUND_REGIONS.find((item) => item.id === call.region)?.name ?? call.region;
  if (answers.county === undefined) return { ...base, outcome: 'unknown', reason: `Apelul este pentru regiunea ${regionName}: alegeți județul investiției.` };
  const region = regionOfCounty(answers.county);
  return region === call.region
    ? { ...base, outcome: 'met', reason: `${countyName(answers.county)} face parte din regiunea ${regionName}.` }
    : {
        ...base,
        outcome: 'not_met',
        reason: `Apelul finanțează doar investiții în regiunea ${regionName}; ${countyName(answers.county)} este în altă regiune.`,
      };
}

/** Legal forms a listing's beneficiaries text names (SRL, SA, PFA, ONG…), by word. */
const FORM_WORDS: { form: number; words: RegExp }[] = [
  { form: 2, words: /\bsrl-?d\b|\bdebutant/ },
  { form: 1, words: /\bsrl\b|\bsocietat(i|e) cu raspundere/ },
  { form: 4, words: /\bsa\b|\bsocietat(i|e) pe actiuni/ },
  { form: 3, words: /\bpfa\b|persoane fizice autorizate/ },
  { form: 5, words: /\bong\b|asociati|fundati/ },
  { form: 6, words: /\bii\b|intreprinderi individuale/ },
  { form: 7, words: /\bif\b|intreprinderi familiale/ },
];
const COMPANY_WORDS = /\bimm\b|microintreprinder|intreprinderi mici|societati comerciale|\bfirme\b/;

function beneficiaryCriterion(answers: CompanyAnswers, call: FundCallRow): CriterionResult {
  const base = { key: 'beneficiary', label: 'Tipul de beneficiar' };
  const text = foldText(call.eligibleBeneficiaries ?? '');
  if (!text.trim()) return { ...base, outcome: 'unknown', reason: 'Anunțul nu precizează beneficiarii eligibili: verificați ghidul apelului.' };
  const named = new Set(FORM_WORDS.filter((item) => item.words.test(text)).map((item) => item.form));
  if (COMPANY_WORDS.test(text)) [1, 2, 4].forEach((form) => named.add(form));
  if (named.has(1)) named.add(2);
  if (!named.size)
    return { ...base, outcome: 'unknown', reason: `Beneficiari eligibili: „${call.eligibleBeneficiaries}”. Verificați dacă firma se încadrează.` };
  if (answers.legalForm === undefined) return { ...base, outcome: 'unknown', reason: 'Alegeți forma juridică pentru a verifica beneficiarii eligibili.' };
  const formName = BUSINESS_TYPES.find((item) => item.id === answers.legalForm)?.name ?? String(answers.legalForm);
  return named.has(answers.legalForm)
    ? { ...base, outcome: 'met', reason: `Apelul se adresează și formei ${formName}.` }
    : { ...base, outcome: 'not_met', reason: `Apelul nu se adresează formei ${formName} (beneficiari: „${call.eligibleBeneficiaries}”).` };
}

function caenCriterion(answers: CompanyAnswers, call: FundCallRow): CriterionResult {
  const base = { key: 'caen', label: 'Domeniul de activitate (CAEN)' };
  if (!call.domainIds.length)
    return { ...base, outcome: 'unknown', reason: 'Anunțul nu precizează domeniile eligibile: verificați lista CAEN din ghidul apelului.' };
  const item = caenClass(answers.caen);
  if (!item) return { ...base, outcome: 'unknown', reason: 'Alegeți codul CAEN al activității pentru a verifica domeniul.' };
  const domain = domainOfCaen(item.code);
  const names = call.domainIds.map((id) => ECONOMIC_DOMAINS.find((entry) => entry.id === id)?.name ?? String(id)).join(', ');
  return domain !== null && call.domainIds.includes(domain)
    ? { ...base, outcome: 'met', reason: `Activitatea ${item.code} face parte din domeniile apelului (${names}).` }
    : { ...base, outcome: 'not_met', reason: `Apelul finanțează doar domeniile: ${names}; activitatea ${item.code} (${item.name}) nu este printre ele.` };
}
