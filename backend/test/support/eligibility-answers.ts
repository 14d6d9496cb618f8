/**
 * A bakery's answers to the eligibility check (Cluj, 12 employees, 80,000 € to invest): what the
 * consulting tests send, with `extra` answers changed.
 */
export const eligibilityAnswers = (extra: Record<string, unknown> = {}) => ({
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
  ...extra,
});
