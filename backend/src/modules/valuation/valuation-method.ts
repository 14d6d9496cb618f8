import type {
  ValuationAdjustment,
  ValuationIncludes,
  ValuationMethod,
  ValuationMultiples,
  ValuationSensitivity,
  ValuationSource,
  ValuationYearInput,
} from '../../contracts/valuation.js';
import { CAEN_SECTIONS } from '../../contracts/caen.js';
import { formatNumber } from '../../contracts/format.js';
import { formatMoney } from '../../contracts/format-money.js';
import { INDUSTRY_NAMES_RO, SECTION_INDUSTRIES, sectionMultiples, SOURCE, type SectionMultiples } from './data/multiples.js';

/**
 * The parameters of the method, in one place so the tests and the explanations read the same
 * numbers. Sources of the two discounts: see data/multiples.ts.
 */
export const METHOD = {
  /** Koeplin, Sarin & Shapiro (2000): non-US private companies at 40–50% lower earnings multiples. */
  liquidityDiscount: 0.4,
  /** Silber (1991): elasticity of the price ratio to revenue; no size discount from this turnover up. */
  sizeElasticity: 0.036,
  sizeReferenceEur: 100_000_000,
  sizeFactorMin: 0.75,
  /** Half of the yearly growth counts, within ±15%. */
  trendWeight: 0.5,
  trendFactorMin: 0.85,
  trendFactorMax: 1.15,
  /** Revenue value scaled by the company's net margin over the section's, within these bounds. */
  marginFactorMin: 0.25,
  marginFactorMax: 1.5,
  /** Weight of the earnings value (the rest is the revenue value) when the company makes a profit. */
  earningsWeight: 0.5,
  /** Romanian profit tax (Codul fiscal, art. 17): turns net profit back into a pre-tax operating profit. */
  profitTaxRate: 0.16,
  /** ± around the mid value. */
  spread: 0.25,
  spreadRevenueOnly: 0.35,
  spreadOneYearExtra: 0.05,
  /** A company whose debts exceed what it is worth still sells for a token price: 10% of its operating value. */
  distressFloor: 0.1,
  /** Weights of the normalised figures, newest year first. */
  yearWeights: [3, 2, 1] as const,
} as const;

/** What the method works on: figures already in EUR. */
export interface MethodInput {
  /** CAEN section letter (A–U). */
  section: string;
  /** One to three years, any order. */
  years: ValuationYearInput[];
  assets: number | null;
  debts: number | null;
  includes: ValuationIncludes;
}

export interface MethodResult {
  low: number;
  mid: number;
  high: number;
  method: ValuationMethod;
  multiples: ValuationMultiples;
  adjustments: ValuationAdjustment[];
  assumptions: string[];
  sensitivities: ValuationSensitivity[];
  source: ValuationSource;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const decimal = (value: number, decimals: number) => formatNumber(value, { decimals });
const percent = (fraction: number, digits = 0) => `${decimal(fraction * 100, digits)}%`;
const signedPercent = (fraction: number) => `${fraction >= 0 ? '+' : '−'}${percent(Math.abs(fraction), 1)}`;
const times = (value: number) => `${decimal(value, 2)}×`;
const euro = (value: number) => formatMoney(value, 'EUR', { decimals: 0, label: 'code' });

/** The source recorded with every estimate. */
export const VALUATION_SOURCE: ValuationSource = {
  title: SOURCE.title,
  author: SOURCE.author,
  url: SOURCE.url,
  date: SOURCE.date,
  region: SOURCE.region,
  note:
    'Multiplii sunt mediile pe industrii publicate de Aswath Damodaran (NYU Stern) pentru companiile listate din SUA, ediția ianuarie 2021; ' +
    'industriile sunt atribuite secțiunilor CAEN după activitatea principală a firmelor din fiecare secțiune (mediana industriilor atribuite). ' +
    'Discountul de firmă privată: Koeplin, Sarin și Shapiro (2000), Journal of Applied Corporate Finance 12(4). ' +
    'Discountul de firmă mică: modelul lui Silber (1991), Financial Analysts Journal 47(4).',
};

interface Normalised {
  turnover: number;
  netProfit: number;
  /** Newest first. */
  years: ValuationYearInput[];
}

/** Weighted averages (3, 2, 1 from the newest year): one bad or good year moves the value less. */
function normalise(years: ValuationYearInput[]): Normalised {
  const sorted = [...years].sort((a, b) => b.year - a.year).slice(0, METHOD.yearWeights.length);
  const weights = METHOD.yearWeights.slice(0, sorted.length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const average = (pick: (year: ValuationYearInput) => number) => sorted.reduce((sum, year, index) => sum + pick(year) * weights[index], 0) / total;
  return { turnover: average((year) => year.turnover), netProfit: average((year) => year.netProfit), years: sorted };
}

/** Yearly growth between the oldest and the newest year, when both are positive. */
function yearlyGrowth(years: ValuationYearInput[], pick: (year: ValuationYearInput) => number): number | null {
  if (years.length < 2) return null;
  const newest = pick(years[0]);
  const oldest = pick(years[years.length - 1]);
  if (!(newest > 0 && oldest > 0)) return null;
  const span = years[0].year - years[years.length - 1].year;
  return span > 0 ? Math.pow(newest / oldest, 1 / span) - 1 : null;
}

interface Core {
  mid: number;
  operatingValue: number;
  earningsValue: number | null;
  revenueValue: number;
  netDebtAdjustment: number;
  earningsWeight: number;
  spread: number;
  kind: ValuationMethod['kind'];
  sizeFactor: number;
  trendFactor: number;
  marginFactor: number;
  companyMargin: number;
  turnoverGrowth: number | null;
  profitGrowth: number | null;
  normalised: Normalised;
  bookEquity: number | null;
}

function compute(input: MethodInput, multiples: SectionMultiples): Core {
  const normalised = normalise(input.years);
  const { turnover, netProfit } = normalised;
  const companyMargin = turnover > 0 ? netProfit / turnover : 0;
  const marginFactor = clamp(companyMargin / multiples.netMargin, METHOD.marginFactorMin, METHOD.marginFactorMax);
  const revenueValue = turnover * multiples.evSales * marginFactor;
  const profitable = netProfit > 0;
  const earningsValue = profitable ? (netProfit / (1 - METHOD.profitTaxRate)) * multiples.evEbit : null;
  // The earnings value only lifts the blend: a thin profit must not value a company below the same company at a loss.
  const blended =
    earningsValue === null ? revenueValue : (1 - METHOD.earningsWeight) * revenueValue + METHOD.earningsWeight * Math.max(earningsValue, revenueValue);

  const sizeFactor = clamp(Math.pow(Math.max(turnover, 1) / METHOD.sizeReferenceEur, METHOD.sizeElasticity), METHOD.sizeFactorMin, 1);
  const turnoverGrowth = yearlyGrowth(normalised.years, (year) => year.turnover);
  const profitGrowth = yearlyGrowth(normalised.years, (year) => year.netProfit);
  const growths = [turnoverGrowth, profitGrowth].filter((growth): growth is number => growth !== null);
  const growth = growths.length ? growths.reduce((sum, value) => sum + value, 0) / growths.length : 0;
  const trendFactor = clamp(1 + METHOD.trendWeight * growth, METHOD.trendFactorMin, METHOD.trendFactorMax);

  const operatingValue = blended * sizeFactor * (1 - METHOD.liquidityDiscount) * trendFactor;
  const bookEquity = input.assets !== null && input.debts !== null ? input.assets - input.debts : null;
  // Shares carry the company's debts: a deficit of assets is the buyer's; a sale of assets leaves the debts with the seller.
  const netDebtAdjustment = input.includes.kind === 'shares' && bookEquity !== null && bookEquity < 0 ? bookEquity : 0;
  const mid = Math.max(operatingValue + netDebtAdjustment, operatingValue * METHOD.distressFloor);

  const kind = profitable ? 'earnings_and_revenue' : 'revenue_only';
  const spread = Math.min(
    METHOD.spreadRevenueOnly + METHOD.spreadOneYearExtra,
    (kind === 'revenue_only' ? METHOD.spreadRevenueOnly : METHOD.spread) + (normalised.years.length === 1 ? METHOD.spreadOneYearExtra : 0),
  );
  return {
    mid,
    operatingValue,
    earningsValue,
    revenueValue,
    netDebtAdjustment: mid - operatingValue,
    earningsWeight: profitable ? METHOD.earningsWeight : 0,
    spread,
    kind,
    sizeFactor,
    trendFactor,
    marginFactor,
    companyMargin,
    turnoverGrowth,
    profitGrowth,
    normalised,
    bookEquity,
  };
}

const scaled = (input: MethodInput, pick: 'turnover' | 'netProfit', factor: number): MethodInput => ({
  ...input,
  years: input.years.map((year) => ({ ...year, [pick]: year[pick] * factor })),
});

/** Rounded to the euro, or to the cent when whole euros would not keep low < mid < high (tiny values). */
function rounded(low: number, mid: number, high: number): [number, number, number] {
  const whole = [Math.round(low), Math.round(mid), Math.round(high)] as [number, number, number];
  if (whole[0] < whole[1] && whole[1] < whole[2]) return whole;
  return [low, mid, high].map((value) => Math.round(value * 100) / 100) as [number, number, number];
}

/**
 * The instant estimate of a company from its figures (EUR): earnings and revenue values from its
 * CAEN section's multiples, then the private-company, small-company, trend and margin adjustments,
 * the debts when they exceed the assets, and a range around the result. Every step is explained
 * in Romanian. Throws for a section without multiples (callers validate the section first).
 */
export function estimateValue(input: MethodInput): MethodResult {
  const multiples = sectionMultiples(input.section);
  if (!multiples) throw new Error(`No multiples for CAEN section ${input.section}`);
  const core = compute(input, multiples);
  const [low, mid, high] = rounded(core.mid * (1 - core.spread), core.mid, core.mid * (1 + core.spread));
  const sectionName = CAEN_SECTIONS.find((section) => section.letter === input.section)?.name ?? input.section;
  const { turnover, netProfit } = core.normalised;
  const yearsText = core.normalised.years.map((year) => year.year).join(', ');

  const adjustments: ValuationAdjustment[] = [
    {
      key: 'liquidity',
      label: 'Discount de firmă necotată (lichiditate)',
      factor: 1 - METHOD.liquidityDiscount,
      explanation:
        `Multiplii vin de la companii listate la bursă, ale căror acțiuni se vând oricând. O firmă necotată se vinde greu și cu cheltuieli, ` +
        `așa că valoarea scade cu ${percent(METHOD.liquidityDiscount)}: studiul Koeplin, Sarin și Shapiro (2000) arată că firmele private din afara SUA ` +
        `se vând cu multipli ai profitului cu 40–50% mai mici decât firmele listate comparabile; folosim capătul de jos, 40%.`,
    },
    {
      key: 'small_company',
      label: 'Discount de firmă mică',
      factor: core.sizeFactor,
      explanation:
        `Firmele mici sunt mai riscante și mai greu de vândut decât companiile listate din care provin multiplii. Cu o cifră de afaceri normalizată de ${euro(turnover)}, ` +
        `valoarea se înmulțește cu ${decimal(core.sizeFactor, 3)} (cifra de afaceri împărțită la 100 milioane EUR, la puterea 0,036 — ` +
        `sensibilitatea la mărime din modelul lui Silber, 1991). Peste 100 milioane EUR nu se aplică discount; discountul nu depășește 25%.`,
    },
    {
      key: 'trend',
      label: 'Ajustare după tendință',
      factor: core.trendFactor,
      explanation:
        core.turnoverGrowth === null && core.profitGrowth === null
          ? 'Nu avem cel puțin doi ani comparabili (cu cifră de afaceri și profit pozitive), așa că tendința nu modifică valoarea.'
          : `Creșterea anuală a cifrei de afaceri a fost ${core.turnoverGrowth === null ? 'necalculabilă' : signedPercent(core.turnoverGrowth)}` +
            ` și a profitului net ${core.profitGrowth === null ? 'necalculabilă (profit negativ sau zero într-unul din ani)' : signedPercent(core.profitGrowth)}. ` +
            `Jumătate din creșterea medie se adaugă la valoare (o scădere o reduce), cel mult ±15%: factorul este ${decimal(core.trendFactor, 3)}.`,
    },
    {
      key: 'margin',
      label: 'Ajustare după marjă (doar valoarea după cifra de afaceri)',
      factor: core.marginFactor,
      explanation:
        `Multiplul cifrei de afaceri presupune marja obișnuită a domeniului, de ${percent(multiples.netMargin, 1)} profit net din vânzări. ` +
        `Marja firmei este ${percent(core.companyMargin, 1)}, așa că valoarea după cifra de afaceri se înmulțește cu raportul celor două marje, ` +
        `între 0,25 (firme pe pierdere) și 1,5: factorul este ${decimal(core.marginFactor, 3)}.`,
    },
  ];

  // No numbers in the texts: the page lists the steps in a numbered list.
  const summary = [
    `Domeniul: secțiunea CAEN ${input.section} (${sectionName}). ${multiples.note}`,
    `Cifrele normalizate (medie ponderată 3-2-1 a anilor ${yearsText}, cel mai recent an contează cel mai mult): cifra de afaceri ${euro(turnover)}, profitul net ${euro(netProfit)}.`,
    core.earningsValue === null
      ? `Firma nu are profit, așa că valoarea după profit nu se calculează; evaluarea se face doar după cifra de afaceri.`
      : `Valoarea după profit: profitul net împărțit la 0,84 (impozitul pe profit de 16%) ca aproximare a profitului operațional, înmulțit cu EV/EBIT ${times(multiples.evEbit)} = ${euro(core.earningsValue)}.`,
    `Valoarea după cifra de afaceri: ${euro(turnover)} × EV/Sales ${times(multiples.evSales)} × ajustarea după marjă ${decimal(core.marginFactor, 2)} = ${euro(core.revenueValue)}.`,
    core.earningsValue === null
      ? 'Valoarea de pornire este valoarea după cifra de afaceri.'
      : `Valoarea de pornire: jumătate valoarea după cifra de afaceri, jumătate valoarea după profit (aceasta din urmă doar dacă e mai mare, ca o firmă cu profit mic să nu valoreze mai puțin decât una pe pierdere).`,
    `Discounturi și ajustări: firmă necotată ×${decimal(1 - METHOD.liquidityDiscount, 2)}, firmă mică ×${decimal(core.sizeFactor, 3)}, tendință ×${decimal(core.trendFactor, 3)} → ${euro(core.operatingValue)}.`,
    core.netDebtAdjustment < 0
      ? `Datoriile depășesc activele cu ${euro(-(core.bookEquity ?? 0))}; cumpărătorul părților sociale le preia, așa că valoarea scade cu ${euro(-core.netDebtAdjustment)}${core.mid === core.operatingValue * METHOD.distressFloor ? ' (până la prețul simbolic de 10% din valoarea operațională)' : ''}.`
      : 'Datoriile nu modifică valoarea (vezi ipotezele).',
    `Intervalul: ±${percent(core.spread)} în jurul valorii de mijloc (${core.kind === 'revenue_only' ? 'mai larg fără profit' : 'îngust cu profit'}${core.normalised.years.length === 1 ? ', mai larg cu un singur an de date' : ''}).`,
  ];

  const assumptions = [
    'Estimarea este orientativă: se bazează doar pe cifrele din bilanț și pe multiplii medii ai domeniului, nu pe o analiză a firmei.',
    `Multiplii sunt ai companiilor listate din SUA (Damodaran, ianuarie 2021), nu ai tranzacțiilor cu firme românești; discounturile de mai sus îi apropie de o firmă mică necotată.`,
    'Profitul net din bilanț este considerat reprezentativ (fără venituri sau cheltuieli excepționale) și aproximat ca profit operațional prin impozitul pe profit de 16%; pentru microîntreprinderi (impozit pe venit) aproximarea dă o valoare puțin mai mare.',
    core.bookEquity === null
      ? 'Nu au fost date activele și datoriile, așa că se presupune că firma nu are datorii financiare peste nivelul obișnuit al activității.'
      : core.bookEquity >= 0
        ? `Activele depășesc datoriile cu ${euro(core.bookEquity)}: se presupune că datoriile țin de activitatea curentă și sunt deja cuprinse în multipli.`
        : input.includes.kind === 'shares'
          ? 'Datoriile care depășesc activele scad valoarea, pentru că cumpărătorul părților sociale le preia.'
          : 'Se vând doar activele: datoriile rămân la vânzător și nu scad valoarea.',
    input.includes.kind === 'shares'
      ? 'Se vând părțile sociale (acțiunile), deci firma cu tot ce are și datorează.'
      : 'Se vând doar activele (fondul de comerț), nu firma.',
    input.includes.realEstate
      ? 'Imobilele firmei sunt incluse în vânzare; multiplii nu le evaluează separat, așa că valoarea lor de piață poate adăuga la estimare (raportul plătit o analizează).'
      : 'Imobilele nu sunt incluse în vânzare (sau firma nu are imobile).',
  ];

  const sensitivities: ValuationSensitivity[] = [];
  const midOf = (changed: MethodInput) => Math.round(compute(changed, multiples).mid);
  for (const [input_, label] of [
    ['netProfit', 'Profit net'],
    ['turnover', 'Cifra de afaceri'],
  ] as const) {
    for (const change of [0.1, -0.1]) {
      sensitivities.push({ input: input_, label: `${label} ${change > 0 ? '+' : '−'}10%`, change, mid: midOf(scaled(input, input_, 1 + change)) });
    }
  }
  if (input.debts !== null && input.assets !== null) {
    sensitivities.push({ input: 'debts', label: 'Datorii +10%', change: 0.1, mid: midOf({ ...input, debts: input.debts * 1.1 }) });
  }

  return {
    low,
    mid,
    high,
    method: {
      kind: core.kind,
      earningsWeight: core.earningsWeight,
      earningsValue: core.earningsValue === null ? null : Math.round(core.earningsValue),
      revenueValue: Math.round(core.revenueValue),
      netDebtAdjustment: Math.round(core.netDebtAdjustment),
      spread: core.spread,
      summary,
    },
    multiples: {
      section: input.section,
      sectionName,
      industries: multiples.industries,
      evSales: multiples.evSales,
      pe: null,
      evEbit: multiples.evEbit,
      netMargin: multiples.netMargin,
    },
    adjustments,
    assumptions,
    sensitivities,
    source: VALUATION_SOURCE,
  };
}

/**
 * An estimate stored before the page became Romanian-only shown in today's words: its steps carried
 * their own numbers (the page numbers them: „1. 1. Domeniul…”), its industries and source had the
 * dataset's English names, and its note an internal remark. The figures are not touched; only the
 * wording of the same dataset is replaced.
 */
export function inCurrentWording<T extends { method: ValuationMethod; multiples: ValuationMultiples; source: ValuationSource }>(stored: T): T {
  const section = stored.multiples.section;
  const domain = SECTION_INDUSTRIES[section];
  const summary = stored.method.summary.map((step) => {
    const text = step.replace(/^\d+\.\s+/, '');
    return domain && text.startsWith('Domeniul:') ? `Domeniul: secțiunea CAEN ${section} (${stored.multiples.sectionName}). ${domain.note}` : text;
  });
  return {
    ...stored,
    method: { ...stored.method, summary },
    multiples: { ...stored.multiples, industries: stored.multiples.industries.map((name) => INDUSTRY_NAMES_RO[name] ?? name) },
    source: stored.source.url === SOURCE.url ? VALUATION_SOURCE : stored.source,
  };
}
