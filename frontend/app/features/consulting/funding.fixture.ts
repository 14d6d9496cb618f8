/** Results as the API answers them, for the funding tools' tests. */
import type { ProgrammeResult } from '@contracts/funding';

const source = { title: 'Ghidul solicitantului Măsura 3', date: '2020-10-23', url: 'https://mfinante.gov.ro/ghid-masura-3' };

export const MEASURE_3_RESULT: ProgrammeResult = {
  programmeId: 'masura-3',
  name: 'Măsura 3 – granturi pentru investiții',
  version: '2020.1',
  outcome: 'not_eligible',
  criteria: [
    { key: 'fiscal-year', label: 'Cel puțin un an fiscal încheiat', outcome: 'met', reason: 'Firma are 6 ani fiscali încheiați.' },
    {
      key: 'equity',
      label: 'Capitaluri proprii pozitive',
      outcome: 'not_met',
      reason: 'Capitalurile proprii trebuie să fie pozitive la finalul anului: majorează capitalul social sau reportează profitul.',
    },
    { key: 'de-minimis', label: 'Plafonul de minimis', outcome: 'unknown', reason: 'Spune-ne cât ajutor de minimis a primit firma în ultimii 3 ani.' },
  ],
  grant: { minEur: 50_000, maxEur: 200_000, share: 0.85, estimateEur: 0, ownContributionEur: 0 },
  score: null,
  source,
};

export const PNRR_RESULT: ProgrammeResult = {
  programmeId: 'pnrr-c9-i3',
  name: 'PNRR – digitalizarea IMM-urilor',
  version: '2023.2',
  outcome: 'eligible',
  criteria: [{ key: 'caen', label: 'Cod CAEN eligibil', outcome: 'met', reason: 'Clasa 6201 este eligibilă.' }],
  grant: { minEur: 20_000, maxEur: 100_000, share: 0.9, estimateEur: 102_000, ownContributionEur: 18_000 },
  score: {
    total: 55,
    max: 100,
    threshold: 50,
    passesThreshold: true,
    lines: [
      { key: 'age', label: 'Vechimea firmei', points: 15, max: 15 },
      { key: 'employees', label: 'Numărul de angajați', points: 5, max: 15 },
    ],
    advice: ['Numărul de angajați: cu cel puțin 10 angajați câștigi încă 5 puncte.'],
  },
  source: { title: 'Ghidul PNRR C9 I3', date: '2023-05-10', url: 'https://mfe.gov.ro/pnrr-c9-i3' },
};

export const START_UP_RESULT: ProgrammeResult = {
  programmeId: 'start-up-nation',
  name: 'Start-Up Nation România',
  version: '2024.1',
  outcome: 'needs_review',
  criteria: [{ key: 'age', label: 'Firma nu este înființată încă', outcome: 'unknown', reason: 'Spune-ne dacă firma urmează să fie înființată.' }],
  grant: null,
  score: null,
  source: { title: 'Schema Start-Up Nation', date: '2024-02-01', url: 'https://imm.gov.ro/start-up-nation' },
};

/** A 2020 measure checked today: closed, its conditions kept, no grant (as the API answers it). */
export const CLOSED_RESULT: ProgrammeResult = {
  programmeId: 'masura-2',
  name: 'Măsura 2 — Granturi pentru capital de lucru',
  version: '2020.10-1',
  outcome: 'eligible',
  criteria: [{ key: 'turnover', label: 'Cifra de afaceri 2019 de cel puțin 5.000 EUR', outcome: 'met', reason: 'Cifra de afaceri este peste prag.' }],
  grant: null,
  score: null,
  source: { title: 'OUG 130/2020', date: '2020-10-16', url: 'https://legislatie.just.ro/Public/DetaliiDocument/230775' },
  availability: {
    status: 'closed',
    canApplyNow: false,
    opensOn: '2020-10-22',
    closesOn: '2020-10-28',
    opensOnEstimated: false,
    label: 'Apel închis: termenul de depunere a fost 28 octombrie 2020',
    note: 'Prelungirile ulterioare nu au putut fi confirmate.',
    source: { title: 'Anunțul ministerului', date: '2020-10-16', url: 'http://www.imm.gov.ro/anunt-masura-2' },
  },
};

/** An open call, with its last day. */
export const OPEN_RESULT: ProgrammeResult = {
  ...PNRR_RESULT,
  programmeId: 'pnrr-nou',
  outcome: 'needs_review',
  availability: {
    status: 'open',
    canApplyNow: true,
    opensOn: '2026-11-01',
    closesOn: '2027-01-31',
    opensOnEstimated: false,
    label: 'Apel deschis până la 31 ianuarie 2027',
    note: null,
    source: null,
  },
};

/** An announced call: the ministry gave only an expected opening day. */
export const ANNOUNCED_RESULT: ProgrammeResult = {
  ...START_UP_RESULT,
  programmeId: 'anuntat',
  outcome: 'eligible',
  availability: {
    status: 'upcoming',
    canApplyNow: false,
    opensOn: '2027-03-01',
    closesOn: null,
    opensOnEstimated: true,
    label: 'Apel anunțat, deschidere estimată 1 martie 2027',
    note: null,
    source: null,
  },
};
