import type { CompanyAnswersLookup, CompanyData } from '../../contracts/company-data.js';

type Answers = Extract<CompanyAnswersLookup, { status: 'found' }>['answers'];

/**
 * The eligibility answers ANAF's data give: founded year, CAEN, county from the registration; from
 * the newest balance sheet with figures, employees, turnover in EUR (at `ronPerEur`; left out
 * without a rate) and whether the year closed with a profit.
 */
export function answersFromCompany(data: CompanyData, ronPerEur: number | null): { answers: Answers; year: number | null } {
  const answers: Answers = { companyName: data.name, cui: data.cui };
  if (data.registeredAt) answers.foundedYear = Number(data.registeredAt.slice(0, 4));
  const newest = data.years.find((year) => year.turnover !== null || year.netProfit !== null || year.employees !== null) ?? null;
  const caen = data.caen ?? newest?.caen ?? null;
  if (caen) answers.caen = caen;
  if (data.countyId !== null) answers.county = data.countyId;
  if (newest) {
    if (newest.employees !== null) answers.employees = Math.max(0, Math.round(newest.employees));
    if (newest.turnover !== null && ronPerEur && ronPerEur > 0) answers.turnoverEur = Math.max(0, Math.round(newest.turnover / ronPerEur));
    if (newest.netProfit !== null) answers.profitable = newest.netProfit > 0;
  }
  return { answers, year: newest?.year ?? null };
}
