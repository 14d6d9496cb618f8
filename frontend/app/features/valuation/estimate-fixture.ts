/** A stored estimate as the API answers it, for the valuation pages' tests. */
import type { ValuationEstimate } from '@contracts/valuation';

export const ESTIMATE_ID = 'Qm9yZGVhdXhXaW5lc0FyZUdvb2Q';

export function testEstimate(overrides: Partial<ValuationEstimate> = {}): ValuationEstimate {
  return {
    id: ESTIMATE_ID,
    low: 310_000,
    mid: 410_000,
    high: 520_000,
    currency: 'EUR',
    method: {
      kind: 'earnings_and_revenue',
      earningsWeight: 0.6,
      earningsValue: 450_000,
      revenueValue: 380_000,
      netDebtAdjustment: -20_000,
      spread: 0.25,
      summary: ['Am calculat valoarea după profit: P/E × profitul net normalizat.', 'Am calculat valoarea după cifra de afaceri: EV/Sales × cifra de afaceri.'],
    },
    multiples: {
      section: 'I',
      sectionName: 'Hoteluri și restaurante',
      industries: ['Restaurant/Dining'],
      evSales: 1.8,
      pe: null,
      netMargin: 0.062,
      ...({ evEbit: 9.5 } as object),
    } as ValuationEstimate['multiples'],
    adjustments: [
      { key: 'small_company', label: 'Discount de firmă mică', factor: 0.7, explanation: 'Firmele mici se vând mai ieftin decât cele listate la bursă.' },
      { key: 'trend', label: 'Tendința cifrei de afaceri', factor: 1.05, explanation: 'Cifra de afaceri a crescut în ultimii trei ani.' },
    ],
    assumptions: ['Cifrele din bilanț sunt corecte și complete.'],
    inputs: {
      origin: 'figures',
      cui: null,
      companyName: null,
      caen: '5610',
      domainId: null,
      section: 'I',
      countyId: 12,
      givenCurrency: 'RON',
      eurRon: { rate: 4.9752, date: '2026-11-26' },
      years: [
        { year: 2025, turnover: 402_000, netProfit: 40_200, employees: 12 },
        { year: 2024, turnover: 361_800, netProfit: 32_100, employees: 11 },
      ],
      assets: 150_000,
      debts: 60_000,
      includes: { kind: 'shares', realEstate: false },
    },
    sensitivities: [
      { input: 'netProfit', label: 'Profit net +10%', change: 0.1, mid: 437_000 },
      { input: 'netProfit', label: 'Profit net −10%', change: -0.1, mid: 383_000 },
      { input: 'turnover', label: 'Cifra de afaceri +10%', change: 0.1, mid: 428_000 },
    ],
    source: {
      title: 'multiplii medii pe industrie publicați de Aswath Damodaran (NYU Stern), ianuarie 2021, companii listate din SUA',
      author: 'Aswath Damodaran, NYU Stern School of Business',
      url: 'https://pages.stern.nyu.edu/~adamodar/',
      date: '2021-01',
      region: 'SUA',
      note: 'Secțiunile CAEN au fost asociate industriilor setului de date.',
    },
    attachedListingIds: [],
    mine: false,
    createdAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
