/**
 * The one source of every price, duration and claim the product states: the packages and the
 * valuation report sold at checkout (ORDER_PRODUCTS in orders.ts) and the consulting services quoted
 * on the services pages (SERVICE_PRICES below). The site, the console, the emails and the PDFs read
 * them from here (or from the API that serves them); none writes a price of its own.
 *
 * Editorial texts that staff keep in the content store (service pages, FAQ) do not copy a price
 * either: they name it with a placeholder the content API fills from this list when it answers,
 * e.g. „de la {{pret:evaluarea-afacerilor}}” → „de la 290 € + TVA”. PRICE_PLACEHOLDERS lists them;
 * a text with an unknown placeholder is refused when staff save it.
 */
import { countLabel } from './format.js';
import { formatMoney } from './format-money.js';
import { ORDER_PRODUCTS, priceOf, productById, VALUATION_REPORT_WORKING_DAYS, type OrderProductId } from './orders.js';

export { VALUATION_REPORT_WORKING_DAYS };

/** „10 zile lucrătoare”: when the valuation report is delivered. */
const reportDelivery = countLabel(VALUATION_REPORT_WORKING_DAYS, 'zi lucrătoare', 'zile lucrătoare');

/** Where a service's price starts, and how long the work takes (the services pages and /echipa). */
export interface ServicePrice {
  /** The price before VAT the service starts from, in euro. */
  fromNetEur: number;
  /** What is paid on top, when any („plus comision la succes”). */
  extra: string | null;
  /** How long the work takes. */
  duration: string;
}

const valuationReport = productById('valuation-report')!;
const promotions = ORDER_PRODUCTS.filter((product) => product.kind === 'promotion');
const promotionDays = [...new Set(promotions.map((product) => product.promotionDays!))].sort((a, b) => a - b);

/**
 * The consulting services, by the slug of their page (servicii-roafaceri). The valuation report and
 * the promotion are the products sold at checkout: their prices and durations are those products'.
 * The other starting prices are the provider's offer (set by the provider, not facts of the world).
 */
export const SERVICE_PRICES: Readonly<Record<string, ServicePrice>> = {
  'consultanta-finantari-nerambursabile': { fromNetEur: 490, extra: null, duration: '4–8 săptămâni până la depunere' },
  'evaluarea-afacerilor': {
    fromNetEur: valuationReport.netEur,
    extra: null,
    duration: `în cel mult ${reportDelivery} de la plată`,
  },
  'intermediere-vanzare-cumparare': { fromNetEur: 990, extra: 'plus comision la succes', duration: '3–9 luni' },
  'promovarea-anunturilor': {
    fromNetEur: Math.min(...promotions.map((product) => product.netEur)),
    extra: null,
    duration: `${promotionDays.map((days) => String(days)).join(' sau ')} de zile, după pachet`,
  },
  'due-diligence': { fromNetEur: 1490, extra: null, duration: '2–4 săptămâni' },
  'planuri-de-afaceri': { fromNetEur: 590, extra: null, duration: '1–3 săptămâni' },
};

/** „290 € + TVA”, „990 € + TVA, plus comision la succes”. */
export const netPriceText = (netEur: number, extra: string | null = null): string =>
  `${formatMoney(netEur, 'EUR', { decimals: 'auto' })} + TVA${extra ? `, ${extra}` : ''}`;

const isProduct = (id: string): id is OrderProductId => productById(id) !== undefined;

/**
 * The placeholders a content text may hold, and what each becomes:
 * - `{{pret:<service slug or product id>}}`: the price before VAT („290 € + TVA”, with the service's extra);
 * - `{{durata:<service slug>}}`: how long the service takes;
 * - `{{zile:<product id>}}`: the days a promotion package lasts („30”);
 * - `{{livrare-raport}}`: when the valuation report is delivered („10 zile lucrătoare”).
 */
function placeholderValue(name: string, key: string | undefined): string | null {
  if (name === 'livrare-raport' && key === undefined) return reportDelivery;
  if (key === undefined) return null;
  if (name === 'pret') {
    if (SERVICE_PRICES[key]) return netPriceText(SERVICE_PRICES[key].fromNetEur, SERVICE_PRICES[key].extra);
    return isProduct(key) ? netPriceText(productById(key)!.netEur) : null;
  }
  if (name === 'durata') return SERVICE_PRICES[key]?.duration ?? null;
  if (name === 'zile') return isProduct(key) && productById(key)!.promotionDays !== null ? String(productById(key)!.promotionDays) : null;
  return null;
}

const PLACEHOLDER = /\{\{\s*([a-z-]+)(?::([a-z0-9-]+))?\s*\}\}/g;

/** The placeholders of `text` that name nothing in the price list (staff are told before saving). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].filter((match) => placeholderValue(match[1], match[2]) === null).map((match) => match[0]);
}

/** `text` with every placeholder replaced by the price list's value (an unknown one is left as typed). */
export function fillPrices(text: string): string {
  return text.replace(PLACEHOLDER, (whole, name: string, key: string | undefined) => placeholderValue(name, key) ?? whole);
}

/** Every string inside a value filled (objects and arrays walked); other values kept. */
export function fillPricesIn<T>(value: T): T {
  if (typeof value === 'string') return fillPrices(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillPricesIn(item)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPricesIn(item)])) as T;
  return value;
}

/** Every euro amount the price list can state: net prices, VAT and VAT-inclusive totals (the price test compares pages with it). */
export function catalogueAmounts(): number[] {
  const net = [...ORDER_PRODUCTS.map((product) => product.netEur), ...Object.values(SERVICE_PRICES).map((service) => service.fromNetEur)];
  return [...new Set(net.flatMap((amount) => Object.values(priceOf(amount))))];
}
