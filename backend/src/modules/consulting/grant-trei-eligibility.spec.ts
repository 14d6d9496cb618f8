import type { GrantTreiAnswers } from '../../contracts/consulting.js';
import { checkGrantTreiEligibility } from './grant-trei-eligibility.js';

const NOW = new Date('2026-06-15T10:00:00Z');
const eligible: GrantTreiAnswers = {
  legalForm: 1,
  foundedYear: 2020,
  caenDomain: 3,
  employees: 12,
  turnoverEur: 800_000,
  county: 16,
  investmentEur: 150_000,
  canCoFinance: true,
  hasTaxDebts: false,
};
const check = (change: Partial<GrantTreiAnswers>) => checkGrantTreiEligibility({ ...eligible, ...change }, NOW);

describe('grant trei eligibility', () => {
  it('finds an SME SRL with a closed fiscal year, employees and co-financing eligible for 85% of the investment', () => {
    expect(check({})).toEqual({ eligible: true, reasons: [], notes: [], grantEur: 127_500, coFinancingEur: 22_500 });
  });

  it.each([
    ['a PFA', { legalForm: 3 }, /societăților comerciale/],
    ['an NGO', { legalForm: 5 }, /societăților comerciale/],
    ['a company registered last year', { foundedYear: 2025 }, /an fiscal complet/],
    ['agriculture', { caenDomain: 1 }, /nu este eligibil/],
    ['financial services', { caenDomain: 11 }, /nu este eligibil/],
    ['real estate', { caenDomain: 12 }, /nu este eligibil/],
    ['no employees', { employees: 0 }, /cel puțin un angajat/],
    ['250 employees', { employees: 250 }, /IMM/],
    ['a turnover above 50 million euro', { turnoverEur: 50_000_001 }, /IMM/],
    ['no turnover', { turnoverEur: 0 }, /venituri/],
    ['state debts', { hasTaxDebts: true }, /datorii restante/],
    ['no co-financing', { canCoFinance: false }, /cofinanțarea/],
    ['an investment below the minimum grant', { investmentEur: 58_000 }, /Grantul minim este de 50\.000 EUR.*58\.824 EUR/],
  ])('refuses %s with its reason and no grant', (_case, change, reason) => {
    const result = check(change);
    expect(result.eligible).toBe(false);
    expect(result.reasons).toEqual([expect.stringMatching(reason)]);
    expect(result.grantEur).toBe(0);
    expect(result.coFinancingEur).toBe(0);
  });

  it('keeps the limits inclusive: founded two years ago, 1 and 249 employees, 50 million euro, the smallest investment', () => {
    expect(check({ foundedYear: 2024, employees: 1 }).eligible).toBe(true);
    expect(check({ employees: 249, turnoverEur: 50_000_000 }).eligible).toBe(true);
    expect(check({ investmentEur: 58_824 })).toMatchObject({ eligible: true, grantEur: 50_000, coFinancingEur: 8_824 });
  });

  it('caps the grant at 200,000 euro and says the rest is the company’s own contribution', () => {
    const result = check({ investmentEur: 400_000 });
    expect(result).toMatchObject({ eligible: true, grantEur: 200_000, coFinancingEur: 200_000 });
    expect(result.notes).toEqual([expect.stringMatching(/Grantul maxim este de 200\.000 EUR/)]);
  });

  it('notes the lower score of București-Ilfov without refusing it', () => {
    for (const county of [41, 42]) {
      const result = check({ county });
      expect(result.eligible).toBe(true);
      expect(result.notes).toEqual([expect.stringMatching(/București-Ilfov/)]);
    }
  });

  it('lists every reason at once', () => {
    const result = check({ legalForm: 3, employees: 0, hasTaxDebts: true, canCoFinance: false });
    expect(result.reasons).toHaveLength(4);
  });
});
