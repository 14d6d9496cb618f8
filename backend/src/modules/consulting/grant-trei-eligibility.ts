import type { GrantTreiAnswers, GrantTreiResult } from '../../contracts/consulting.js';

/**
 * Indicative eligibility for the "grant trei" measure (Măsura 3: investment grants for SMEs), from
 * the conditions such a call sets: a trading company (not PFA/II/IF or NGO) with at least one closed
 * fiscal year, an SME (1–249 employees, turnover up to 50 million euro) active in an eligible domain
 * (de minimis aid excludes primary agriculture and fisheries, financial and real-estate activities),
 * no overdue state debts, and a grant of 50,000–200,000 euro for at most 85% of the investment, the
 * rest paid by the company. It is an estimate for a first talk with a consultant, not a decision.
 */
export const GRANT_TREI_RULES = {
  eligibleLegalForms: [1, 2, 4] as readonly number[],
  /** Registered at least this many calendar years before the current one (one full fiscal year closed). */
  minYearsSinceFounding: 2,
  minEmployees: 1,
  maxEmployees: 249,
  maxTurnoverEur: 50_000_000,
  /** ECONOMIC_DOMAINS ids left out: agriculture/forestry/fishing 1, financial services 11, real estate 12. */
  ineligibleDomains: [1, 11, 12] as readonly number[],
  grantShare: 0.85,
  minGrantEur: 50_000,
  maxGrantEur: 200_000,
  /** București 41 and Ilfov 42: the most developed region. */
  developedRegionCounties: [41, 42] as readonly number[],
} as const;

const euro = (value: number) => `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} EUR`;

export function checkGrantTreiEligibility(answers: GrantTreiAnswers, now: Date = new Date()): GrantTreiResult {
  const rules = GRANT_TREI_RULES;
  const reasons: string[] = [];
  const notes: string[] = [];

  if (!rules.eligibleLegalForms.includes(answers.legalForm)) {
    reasons.push('Măsura se adresează societăților comerciale (SRL, SRL-D, SA); PFA, II, IF și ONG-urile nu sunt eligibile.');
  }
  if (now.getFullYear() - answers.foundedYear < rules.minYearsSinceFounding) {
    reasons.push('Firma trebuie să aibă cel puțin un an fiscal complet încheiat.');
  }
  if (rules.ineligibleDomains.includes(answers.caenDomain)) {
    reasons.push('Domeniul de activitate ales nu este eligibil pentru ajutor de minimis (agricultură primară și pescuit, servicii financiare, imobiliare).');
  }
  if (answers.employees < rules.minEmployees) reasons.push('Firma trebuie să aibă cel puțin un angajat.');
  if (answers.employees > rules.maxEmployees || answers.turnoverEur > rules.maxTurnoverEur) {
    reasons.push('Firma trebuie să fie IMM: sub 250 de angajați și o cifră de afaceri de cel mult 50 de milioane de euro.');
  }
  if (answers.turnoverEur <= 0) reasons.push('Firma trebuie să fi avut venituri în ultimul an fiscal încheiat.');
  if (answers.hasTaxDebts) reasons.push('Firma nu trebuie să aibă datorii restante la bugetul de stat la depunerea cererii.');
  if (!answers.canCoFinance) reasons.push('Firma trebuie să poată asigura cofinanțarea de cel puțin 15% din valoarea investiției.');

  let grant = Math.min(answers.investmentEur * rules.grantShare, rules.maxGrantEur);
  if (grant < rules.minGrantEur) {
    reasons.push(`Grantul minim este de ${euro(rules.minGrantEur)}, deci investiția trebuie să fie de cel puțin ${euro(Math.ceil(rules.minGrantEur / rules.grantShare))}.`);
  }
  if (answers.investmentEur * rules.grantShare > rules.maxGrantEur) {
    notes.push(`Grantul maxim este de ${euro(rules.maxGrantEur)}; restul investiției se acoperă din surse proprii.`);
  }
  if (rules.developedRegionCounties.includes(answers.county)) {
    notes.push('În regiunea București-Ilfov punctajul pentru zona de implementare este mai mic decât în celelalte regiuni.');
  }

  const eligible = reasons.length === 0;
  if (!eligible) grant = 0;
  grant = Math.round(grant);
  return { eligible, reasons, notes, grantEur: grant, coFinancingEur: eligible ? Math.round(answers.investmentEur - grant) : 0 };
}
