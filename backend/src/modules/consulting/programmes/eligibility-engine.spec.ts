import type { CompanyAnswers, CriterionOutcome } from '../../../contracts/funding.js';
import { evaluate } from './eligibility-engine.js';
import type { ProgrammeDocument } from './programme-document.js';
import { loadProgrammeDocuments } from './programme-loader.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const documents = loadProgrammeDocuments();
const doc = (id: string) => documents.find((item) => item.id === id) as ProgrammeDocument;

/** A company every listed programme's criteria accept (Start-Up Nation's own answers added below). */
const base: CompanyAnswers = {
  legalForm: 1,
  foundedYear: 2019,
  caen: '1071',
  employees: 12,
  turnoverEur: 400_000,
  profitable: true,
  county: 16,
  investmentEur: 80_000,
  canCoFinance: true,
  hasTaxDebts: false,
  inDifficulty: false,
  deMinimisReceivedEur: 0,
  founderUnder30: true,
  notYetRegistered: true,
};
const outcomeOf = (id: string, key: string, change: Partial<CompanyAnswers>): CriterionOutcome | undefined =>
  evaluate({ ...base, ...change }, doc(id), NOW).criteria.find((criterion) => criterion.key === key)?.outcome;

type Row = [programme: string, criterion: string, change: Partial<CompanyAnswers>, outcome: CriterionOutcome];

/** Every criterion of every programme at, just below and just above its threshold, and with the answer missing. */
const TABLE: Row[] = [
  // Măsura 3
  ['masura-3', 'legal-form', { legalForm: 1 }, 'met'],
  ['masura-3', 'legal-form', { legalForm: 2 }, 'met'],
  ['masura-3', 'legal-form', { legalForm: 4 }, 'met'],
  ['masura-3', 'legal-form', { legalForm: 3 }, 'not_met'],
  ['masura-3', 'legal-form', { legalForm: 5 }, 'not_met'],
  ['masura-3', 'legal-form', { legalForm: undefined }, 'unknown'],
  ['masura-3', 'fiscal-year', { foundedYear: 2024 }, 'met'],
  ['masura-3', 'fiscal-year', { foundedYear: 2023 }, 'met'],
  ['masura-3', 'fiscal-year', { foundedYear: 2025 }, 'not_met'],
  ['masura-3', 'fiscal-year', { foundedYear: undefined }, 'unknown'],
  ['masura-3', 'caen', { caen: '0111' }, 'not_met'],
  ['masura-3', 'caen', { caen: '0990' }, 'met'],
  ['masura-3', 'caen', { caen: '6399' }, 'met'],
  ['masura-3', 'caen', { caen: '6411' }, 'not_met'],
  ['masura-3', 'caen', { caen: '6832' }, 'not_met'],
  ['masura-3', 'caen', { caen: '6910' }, 'met'],
  ['masura-3', 'caen', { caen: undefined }, 'unknown'],
  ['masura-3', 'employees-min', { employees: 0 }, 'not_met'],
  ['masura-3', 'employees-min', { employees: 1 }, 'met'],
  ['masura-3', 'employees-min', { employees: 2 }, 'met'],
  ['masura-3', 'sme-employees', { employees: 248 }, 'met'],
  ['masura-3', 'sme-employees', { employees: 249 }, 'met'],
  ['masura-3', 'sme-employees', { employees: 250 }, 'not_met'],
  ['masura-3', 'sme-employees', { employees: undefined }, 'unknown'],
  ['masura-3', 'sme-turnover', { turnoverEur: 49_999_999 }, 'met'],
  ['masura-3', 'sme-turnover', { turnoverEur: 50_000_000 }, 'met'],
  ['masura-3', 'sme-turnover', { turnoverEur: 50_000_001 }, 'not_met'],
  ['masura-3', 'turnover', { turnoverEur: 0 }, 'not_met'],
  ['masura-3', 'turnover', { turnoverEur: 1 }, 'met'],
  ['masura-3', 'operating-profit', { profitable: true }, 'met'],
  ['masura-3', 'operating-profit', { profitable: false }, 'not_met'],
  ['masura-3', 'operating-profit', { profitable: undefined }, 'unknown'],
  ['masura-3', 'tax-debts', { hasTaxDebts: false }, 'met'],
  ['masura-3', 'tax-debts', { hasTaxDebts: true }, 'not_met'],
  ['masura-3', 'difficulty', { inDifficulty: false }, 'met'],
  ['masura-3', 'difficulty', { inDifficulty: true }, 'not_met'],
  ['masura-3', 'co-financing', { canCoFinance: true }, 'met'],
  ['masura-3', 'co-financing', { canCoFinance: false }, 'not_met'],
  ['masura-3', 'min-grant', { investmentEur: 58_823 }, 'not_met'],
  ['masura-3', 'min-grant', { investmentEur: 58_824 }, 'met'],
  ['masura-3', 'min-grant', { investmentEur: 58_825 }, 'met'],
  ['masura-3', 'min-grant', { investmentEur: 71_428, county: 41 }, 'not_met'],
  ['masura-3', 'min-grant', { investmentEur: 71_429, county: 41 }, 'met'],
  ['masura-3', 'min-grant', { investmentEur: undefined }, 'unknown'],
  // Măsura 2
  ['masura-2', 'legal-form', { legalForm: 2 }, 'met'],
  ['masura-2', 'legal-form', { legalForm: 6 }, 'not_met'],
  ['masura-2', 'turnover-min', { turnoverEur: 4_999 }, 'not_met'],
  ['masura-2', 'turnover-min', { turnoverEur: 5_000 }, 'met'],
  ['masura-2', 'turnover-min', { turnoverEur: 5_001 }, 'met'],
  ['masura-2', 'turnover-min', { turnoverEur: undefined }, 'unknown'],
  ['masura-2', 'sme-employees', { employees: 249 }, 'met'],
  ['masura-2', 'sme-employees', { employees: 250 }, 'not_met'],
  ['masura-2', 'sme-turnover', { turnoverEur: 50_000_000 }, 'met'],
  ['masura-2', 'sme-turnover', { turnoverEur: 50_000_001 }, 'not_met'],
  ['masura-2', 'operating-profit', { profitable: false }, 'not_met'],
  ['masura-2', 'difficulty', { inDifficulty: true }, 'not_met'],
  ['masura-2', 'co-financing', { canCoFinance: false }, 'not_met'],
  ['masura-2', 'co-financing', { canCoFinance: undefined }, 'unknown'],
  // PNRR C9 I3
  ['pnrr-c9-i3', 'legal-form', { legalForm: 4 }, 'met'],
  ['pnrr-c9-i3', 'legal-form', { legalForm: 3 }, 'not_met'],
  ['pnrr-c9-i3', 'founded', { foundedYear: 2020 }, 'met'],
  ['pnrr-c9-i3', 'founded', { foundedYear: 2021 }, 'met'],
  ['pnrr-c9-i3', 'founded', { foundedYear: 2022 }, 'not_met'],
  ['pnrr-c9-i3', 'sme-employees', { employees: 249 }, 'met'],
  ['pnrr-c9-i3', 'sme-employees', { employees: 250 }, 'not_met'],
  ['pnrr-c9-i3', 'sme-turnover', { turnoverEur: 50_000_001 }, 'not_met'],
  ['pnrr-c9-i3', 'operating-profit', { profitable: false }, 'not_met'],
  ['pnrr-c9-i3', 'tax-debts', { hasTaxDebts: true }, 'not_met'],
  ['pnrr-c9-i3', 'difficulty', { inDifficulty: true }, 'not_met'],
  // 12 employees: small enterprise, grant 90% of the investment up to 50.000
  ['pnrr-c9-i3', 'de-minimis', { deMinimisReceivedEur: 149_999, investmentEur: 60_000 }, 'met'],
  ['pnrr-c9-i3', 'de-minimis', { deMinimisReceivedEur: 150_000, investmentEur: 60_000 }, 'met'],
  ['pnrr-c9-i3', 'de-minimis', { deMinimisReceivedEur: 150_001, investmentEur: 60_000 }, 'not_met'],
  ['pnrr-c9-i3', 'de-minimis', { deMinimisReceivedEur: undefined }, 'unknown'],
  ['pnrr-c9-i3', 'min-grant', { investmentEur: 22_222 }, 'not_met'],
  ['pnrr-c9-i3', 'min-grant', { investmentEur: 22_223 }, 'met'],
  ['pnrr-c9-i3', 'co-financing', { canCoFinance: false }, 'not_met'],
  // Start-Up Nation
  ['start-up-nation', 'new-company', { notYetRegistered: true }, 'met'],
  ['start-up-nation', 'new-company', { notYetRegistered: false }, 'not_met'],
  ['start-up-nation', 'new-company', { notYetRegistered: undefined }, 'unknown'],
  ['start-up-nation', 'young-founder', { founderUnder30: true }, 'met'],
  ['start-up-nation', 'young-founder', { founderUnder30: false }, 'not_met'],
  ['start-up-nation', 'young-founder', { founderUnder30: undefined }, 'unknown'],
];

describe('the eligibility engine on the real programmes', () => {
  it('has a row for every criterion of every listed programme', () => {
    for (const document of documents.filter((item) => item.listed)) {
      for (const criterion of document.criteria) {
        expect(
          TABLE.some(([programme, key]) => programme === document.id && key === criterion.key),
          `${document.id}/${criterion.key}`,
        ).toBe(true);
      }
    }
  });

  it.each(TABLE)('%s %s with %j: %s', (programme, key, change, outcome) => {
    expect(outcomeOf(programme, key, change)).toBe(outcome);
  });

  it('gives a Romanian reason for each outcome, saying what to change when not met', () => {
    const result = evaluate({ ...base, legalForm: 3, investmentEur: 40_000, foundedYear: undefined }, doc('masura-3'), NOW);
    const byKey = Object.fromEntries(result.criteria.map((criterion) => [criterion.key, criterion]));
    expect(byKey['legal-form'].reason).toMatch(/societăților comerciale/);
    expect(byKey['min-grant'].reason).toBe('Grantul minim este de 50.000 EUR, deci investiția trebuie să fie de cel puțin 58.824 EUR.');
    expect(byKey['fiscal-year']).toMatchObject({ outcome: 'unknown', reason: 'Lipsește răspunsul: cel puțin un an fiscal încheiat.' });
    expect(byKey.caen.reason).toBe(
      'Activitatea 1071 (Fabricarea pâinii; fabricarea prăjiturilor și a produselor proaspete de patiserie) nu se află printre domeniile excluse.',
    );
  });

  it('is eligible when every criterion is met, needs review when one is unknown and none failed, not eligible when one failed', () => {
    expect(evaluate(base, doc('masura-3'), NOW).outcome).toBe('eligible');
    expect(evaluate({ ...base, profitable: undefined }, doc('masura-3'), NOW).outcome).toBe('needs_review');
    expect(evaluate({ ...base, profitable: undefined, hasTaxDebts: true }, doc('masura-3'), NOW).outcome).toBe('not_eligible');
  });

  it('records the programme id, version and source in every result', () => {
    for (const document of documents) {
      expect(evaluate(base, document, NOW)).toMatchObject({ programmeId: document.id, version: document.version, source: document.source });
    }
  });

  describe('grant estimates', () => {
    // The grant arithmetic of each guide, as it applied while the call was open: these calls are
    // closed on NOW and get no estimate then (tested under „the call's status”).
    const whileOpen = (id: string): ProgrammeDocument => ({ ...doc(id), validFrom: null, validTo: null });
    const grantOf = (id: string, change: Partial<CompanyAnswers>) => evaluate({ ...base, ...change }, whileOpen(id), NOW).grant;

    it('Măsura 3: 85% of the investment, 70% in București-Ilfov, capped at 200.000, the rest paid by the company', () => {
      expect(grantOf('masura-3', { investmentEur: 100_000 })).toEqual({
        minEur: 50_000,
        maxEur: 200_000,
        share: 0.85,
        estimateEur: 85_000,
        ownContributionEur: 15_000,
      });
      expect(grantOf('masura-3', { investmentEur: 100_000, county: 42 })).toMatchObject({ share: 0.7, estimateEur: 70_000, ownContributionEur: 30_000 });
      expect(grantOf('masura-3', { investmentEur: 400_000 })).toMatchObject({ estimateEur: 200_000, ownContributionEur: 200_000 });
      expect(grantOf('masura-3', { investmentEur: 100_000, hasTaxDebts: true })).toMatchObject({ estimateEur: 0, ownContributionEur: 0 });
    });

    it.each([
      [4_999, 0],
      [5_000, 2_000],
      [13_500, 2_000],
      [13_501, 2_025],
      [1_000_000, 150_000],
      [1_000_001, 150_000],
    ])('Măsura 2: turnover %i EUR gives a grant of %i EUR and 15%% co-participation', (turnoverEur, grant) => {
      const estimate = grantOf('masura-2', { turnoverEur });
      expect(estimate?.estimateEur).toBe(grant);
      expect(estimate?.ownContributionEur).toBe(Math.round(grant * 0.15));
    });

    it.each([
      [9, 30_000],
      [10, 50_000],
      [49, 50_000],
      [50, 100_000],
    ])('PNRR C9 I3: %i employees cap the grant at %i EUR (90%% of the investment)', (employees, cap) => {
      expect(grantOf('pnrr-c9-i3', { employees, investmentEur: 500_000 })).toMatchObject({ maxEur: cap, estimateEur: cap, share: 0.9 });
      expect(grantOf('pnrr-c9-i3', { employees, investmentEur: 25_000 })).toMatchObject({ estimateEur: 22_500, ownContributionEur: 2_500 });
    });
  });

  describe('the digitalisation grid (its own scoring document)', () => {
    const scoreOf = (change: Partial<CompanyAnswers>) =>
      evaluate(
        {
          foundedYear: 2018,
          employees: 12,
          turnoverEur: 300_000,
          profitable: true,
          digitalLevel: 'basic',
          investments: ['hardware', 'software'],
          county: 16,
          ...change,
        },
        doc('calculator-digitalizare'),
        NOW,
      ).score!;
    const pointsOf = (change: Partial<CompanyAnswers>, key: string) => scoreOf(change).lines.find((line) => line.key === key)?.points;

    it.each([
      [2026, 0],
      [2025, 5],
      [2024, 5],
      [2023, 10],
      [2021, 10],
      [2020, 15],
    ])('founded in %i: %i points for age', (foundedYear, points) => expect(pointsOf({ foundedYear }, 'age')).toBe(points));

    it.each([
      [0, 0],
      [1, 5],
      [9, 5],
      [10, 10],
      [49, 10],
      [50, 15],
    ])('%i employees: %i points', (employees, points) => expect(pointsOf({ employees }, 'employees')).toBe(points));

    it.each([
      [49_999, 0],
      [50_000, 5],
      [249_999, 5],
      [250_000, 10],
      [999_999, 10],
      [1_000_000, 15],
    ])('turnover %i EUR: %i points', (turnoverEur, points) => expect(pointsOf({ turnoverEur }, 'turnover')).toBe(points));

    it('scores profit, digital level, distinct investment types and region', () => {
      expect(pointsOf({ profitable: false }, 'profit')).toBe(0);
      expect(pointsOf({ digitalLevel: 'none' }, 'digitalLevel')).toBe(20);
      expect(pointsOf({ digitalLevel: 'advanced' }, 'digitalLevel')).toBe(5);
      expect(pointsOf({ investments: ['cloud', 'cloud'] }, 'investments')).toBe(3);
      expect(pointsOf({ investments: ['hardware', 'software', 'ecommerce', 'cybersecurity', 'cloud', 'training'] }, 'investments')).toBe(15);
      expect(pointsOf({ county: 41 }, 'region')).toBe(0);
      expect(pointsOf({ county: 23 }, 'region')).toBe(10);
    });

    it('adds up to 76 of 100 for the sample company, with advice computed from the grid', () => {
      const score = scoreOf({});
      expect(score).toMatchObject({ total: 76, max: 100, threshold: 50, passesThreshold: true });
      expect(score.advice).toEqual([
        'Cu 38 angajați în plus ați obține încă 5 puncte.',
        'Cu o cifră de afaceri mai mare cu 700.000 EUR ați obține încă 5 puncte.',
        'Cu încă 3 tipuri de investiții planificate ați obține încă 9 puncte.',
      ]);
      expect(scoreOf({ employees: 7 }).advice[0]).toBe('Cu 3 angajați în plus ați obține încă 5 puncte.');
    });

    it('keeps the threshold inclusive', () => {
      expect(scoreOf({ employees: 12, turnoverEur: 60_000, profitable: false, digitalLevel: 'intermediate', investments: ['cloud'] })).toMatchObject({
        total: 53,
        passesThreshold: true,
      });
      expect(
        scoreOf({
          foundedYear: 2026,
          employees: 0,
          turnoverEur: 0,
          profitable: false,
          digitalLevel: 'advanced',
          investments: ['a', 'b', 'c', 'd', 'e'] as never,
          county: 41,
        }),
      ).toMatchObject({ total: 20, passesThreshold: false });
    });
  });
});

describe('the call’s status on the day of the check', () => {
  const everyListed = documents.filter((document) => document.listed);
  const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

  it('never scores a closed call as open: the 2020 COVID measures and the December 2022 PNRR call are closed, with no grant estimate', () => {
    for (const id of ['masura-2', 'masura-3', 'pnrr-c9-i3']) {
      const result = evaluate(base, doc(id), NOW);
      expect(result.availability).toMatchObject({ status: 'closed', canApplyNow: false });
      expect(result.availability?.label).toMatch(/^Apel închis: termenul de depunere a fost \d{1,2} [a-z]+ \d{4}$/);
      expect(result.grant).toBeNull();
      expect(result.score).toBeNull();
    }
    expect(evaluate(base, doc('masura-3'), NOW).availability?.label).toBe('Apel închis: termenul de depunere a fost 29 ianuarie 2021');
    expect(evaluate(base, doc('pnrr-c9-i3'), NOW).availability?.closesOn).toBe('2023-06-30');
  });

  it('computes the status from the dates on the clock’s day, the last day included', () => {
    const pnrr = doc('pnrr-c9-i3');
    const on = (iso: string) => evaluate({ ...base, employees: 12, investmentEur: 40_000 }, pnrr, day(iso));
    expect(on('2023-02-14').availability).toMatchObject({
      status: 'upcoming',
      canApplyNow: false,
      label: 'Apel anunțat, se deschide pe 15 februarie 2023, termen 30 iunie 2023',
    });
    expect(on('2023-02-15').availability).toMatchObject({ status: 'open', canApplyNow: true, label: 'Apel deschis până la 30 iunie 2023' });
    expect(on('2023-06-30').availability?.status).toBe('open');
    expect(on('2023-06-30').grant?.estimateEur).toBe(36_000);
    expect(on('2023-07-01').availability?.status).toBe('closed');
    expect(on('2023-07-01').grant).toBeNull();
    // The day is Romania's: 30 June 2023, 23:30 in Bucharest is still the last day; 00:30 on 1 July is not.
    expect(evaluate(base, pnrr, new Date('2023-06-30T20:30:00Z')).availability?.status).toBe('open');
    expect(evaluate(base, pnrr, new Date('2023-06-30T21:30:00Z')).availability?.status).toBe('closed');
  });

  it('says an announced call opens on an estimated day when the ministry gave only an expected date', () => {
    const announced: ProgrammeDocument = {
      ...doc('pnrr-c9-i3'),
      validFrom: '2027-03-01',
      validTo: null,
      calendar: { ...doc('pnrr-c9-i3').calendar!, opensOnEstimated: true },
    };
    expect(evaluate(base, announced, NOW).availability).toMatchObject({
      status: 'upcoming',
      canApplyNow: false,
      opensOnEstimated: true,
      label: 'Apel anunțat, deschidere estimată 1 martie 2027',
    });
  });

  it('keeps the source of the dates and what could not be confirmed with every listed programme', () => {
    for (const document of everyListed) {
      const availability = evaluate(base, document, NOW).availability!;
      expect(availability.source?.url).toMatch(/^https?:\/\//);
    }
    // Start-Up Nation's last day was not published: it says so instead of a guessed date.
    expect(evaluate(base, doc('start-up-nation'), NOW).availability).toMatchObject({
      status: 'open',
      closesOn: null,
      note: expect.stringMatching(/nu a putut fi confirmată/),
    });
  });
});
