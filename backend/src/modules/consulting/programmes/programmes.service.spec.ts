import type { GrantTreiAnswers } from '../../../contracts/consulting.js';
import { legalFormOfName, ProgrammesService, representativeClass, statusOn } from './programmes.service.js';

const NOW = new Date('2026-06-15T10:00:00Z');
/** A day the Measure 3 call took applications (its last day was 29 January 2021): the grant rules as they applied then. */
const WHILE_OPEN = new Date('2021-01-15T10:00:00Z');
const service = new ProgrammesService(null as never, null as never, { http: { publicUrl: 'https://roafaceri.test' } } as never, null as never);
const eligible: GrantTreiAnswers = {
  legalForm: 1,
  foundedYear: 2018,
  caenDomain: 3,
  employees: 12,
  turnoverEur: 800_000,
  county: 16,
  investmentEur: 150_000,
  canCoFinance: true,
  hasTaxDebts: false,
};
const check = (change: Partial<GrantTreiAnswers>, now = WHILE_OPEN) => service.grantTrei({ ...eligible, ...change }, now);

describe('the Measure 3 form on the masura-3 document', () => {
  it('keeps the form’s shape and records the programme, version and status', () => {
    expect(check({})).toEqual({
      eligible: true,
      reasons: [],
      notes: [],
      grantEur: 127_500,
      coFinancingEur: 22_500,
      programmeId: 'masura-3',
      version: '2020.10-1',
      availability: expect.objectContaining({ status: 'open', canApplyNow: true, closesOn: '2021-01-29', label: 'Apel deschis până la 29 ianuarie 2021' }),
    });
  });

  it('estimates no grant once the call has closed, and says so with the last day', () => {
    const result = check({}, NOW);
    expect(result).toMatchObject({ grantEur: 0, coFinancingEur: 0, availability: { status: 'closed', canApplyNow: false } });
    expect(result.notes[0]).toBe('Apel închis: termenul de depunere a fost 29 ianuarie 2021; nu se mai pot depune cereri, de aceea grantul nu este estimat.');
  });

  it.each([
    ['a PFA', { legalForm: 3 }, /societăților comerciale/],
    ['a company registered last year', { foundedYear: 2020 }, /an fiscal complet/],
    ['agriculture', { caenDomain: 1 }, /nu este eligibil/],
    ['financial services', { caenDomain: 11 }, /nu este eligibil/],
    ['real estate', { caenDomain: 12 }, /nu este eligibil/],
    ['no employees', { employees: 0 }, /cel puțin un angajat/],
    ['250 employees', { employees: 250 }, /IMM/],
    ['state debts', { hasTaxDebts: true }, /datorii restante/],
    ['no co-financing', { canCoFinance: false }, /cofinanțarea/],
    ['an investment below the minimum grant', { investmentEur: 58_000 }, /Grantul minim este de 50\.000 EUR.*58\.824 EUR/],
  ])('refuses %s with its reason and no grant', (_case, change, reason) => {
    const result = check(change);
    expect(result).toMatchObject({ eligible: false, grantEur: 0, coFinancingEur: 0 });
    expect(result.reasons).toEqual([expect.stringMatching(reason)]);
  });

  it('caps the grant and explains București-Ilfov’s 30% co-financing', () => {
    expect(check({ investmentEur: 400_000 })).toMatchObject({
      grantEur: 200_000,
      coFinancingEur: 200_000,
      notes: [expect.stringMatching(/Grantul maxim este de 200\.000 EUR/)],
    });
    expect(check({ county: 41 })).toMatchObject({ eligible: true, grantEur: 105_000, notes: [expect.stringMatching(/București-Ilfov/)] });
  });
});

describe('programme helpers', () => {
  it.each([
    ['2025-10-01', null, '2025-09-30', 'upcoming'],
    ['2025-10-01', null, '2025-10-01', 'open'],
    [null, '2021-01-29', '2021-01-29', 'open'],
    [null, '2021-01-29', '2021-01-30', 'closed'],
  ] as const)('from %s to %s, on %s the status is %s', (from, to, day, status) => expect(statusOn(from, to, day)).toBe(status));

  it('reads the legal form at the end of a company name and maps domains to a class of their section', () => {
    expect([legalFormOfName('Brutăria Țării S.R.L.'), legalFormOfName('Start SRL-D'), legalFormOfName('Fabrica SA'), legalFormOfName('Asociația X')]).toEqual([
      1,
      2,
      4,
      null,
    ]);
    expect([representativeClass(1), representativeClass(7), representativeClass(11)]).toEqual(['0111', '4711', '6411']);
  });
});
