import type { FieldError } from '../../contracts/error-codes.js';
import { CAEN_CLASSES, caenClass, ECONOMIC_DOMAIN_CAEN } from '../../contracts/caen.js';
import { VALUATION_LIMITS, type ValuationYearInput } from '../../contracts/valuation.js';
import { SECTION_INDUSTRIES, UNSUPPORTED_SECTIONS } from './data/multiples.js';

/** The CAEN section of a class code or of an economic domain (its first selector), or null. */
export function sectionOf(caen: string | null | undefined, domainId: number | null | undefined): string | null {
  if (caen) return caenClass(caen)?.section ?? null;
  const selectors = domainId == null ? undefined : ECONOMIC_DOMAIN_CAEN[domainId];
  if (!selectors?.length) return null;
  const selector = selectors[0];
  if (/^[A-U]$/.test(selector)) return selector;
  return CAEN_CLASSES.find((item) => item.code.startsWith(selector))?.section ?? null;
}

/** Field errors when the section has no instant estimate (finance, public administration…). */
export function sectionErrors(section: string | null, field: 'caen' | 'domainId'): FieldError[] {
  if (!section) return [{ field, message: field === 'caen' ? 'Codul CAEN nu există în CAEN Rev. 2.' : 'Domeniul ales nu există.' }];
  if (UNSUPPORTED_SECTIONS[section]) return [{ field, message: UNSUPPORTED_SECTIONS[section] }];
  if (!SECTION_INDUSTRIES[section]) return [{ field, message: 'Pentru acest domeniu nu avem multipli de evaluare.' }];
  return [];
}

/**
 * What the DTO's types and bounds cannot say: the years must be distinct, consecutive and not in
 * the future; the newest year must have sales; a year's profit cannot exceed its turnover (the
 * listing form has the same rule); a loss larger than ten times the turnover is not believable for
 * an operating business. Field paths as the request sends them (`years.0.netProfit`).
 */
export function plausibilityErrors(years: ValuationYearInput[], now: Date): FieldError[] {
  const errors: FieldError[] = [];
  const currentYear = now.getUTCFullYear();
  const seen = new Set<number>();
  years.forEach((year, index) => {
    if (year.year > currentYear) errors.push({ field: `years.${index}.year`, message: 'Anul nu poate fi în viitor.' });
    if (seen.has(year.year)) errors.push({ field: `years.${index}.year`, message: 'Fiecare an poate apărea o singură dată.' });
    seen.add(year.year);
    if (year.netProfit > year.turnover && year.netProfit > 0) {
      errors.push({ field: `years.${index}.netProfit`, message: 'Profitul net nu poate depăși cifra de afaceri.' });
    }
    if (year.netProfit < 0 && -year.netProfit > Math.max(year.turnover, 1) * 10) {
      errors.push({ field: `years.${index}.netProfit`, message: 'Pierderea pare neplauzibilă față de cifra de afaceri. Verifică cifrele.' });
    }
  });
  const sorted = [...seen].sort((a, b) => b - a);
  if (sorted.length > 1 && sorted[0] - sorted[sorted.length - 1] !== sorted.length - 1) {
    errors.push({ field: 'years', message: 'Anii trebuie să fie consecutivi (ultimii ani financiari).' });
  }
  if (sorted.length && sorted[0] < currentYear - VALUATION_LIMITS.maxYears) {
    errors.push({ field: 'years', message: `Cifrele trebuie să includă unul dintre ultimii ${VALUATION_LIMITS.maxYears} ani financiari.` });
  }
  const newestIndex = years.findIndex((year) => year.year === sorted[0]);
  if (newestIndex >= 0 && !(years[newestIndex].turnover > 0)) {
    errors.push({ field: `years.${newestIndex}.turnover`, message: 'Cifra de afaceri din ultimul an trebuie să fie mai mare decât zero.' });
  }
  return errors;
}

/** Minimum turnover of the newest year, in EUR, for an estimate to mean anything. */
export const MIN_TURNOVER_EUR = 1_000;
