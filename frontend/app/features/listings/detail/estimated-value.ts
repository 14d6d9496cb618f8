/**
 * A company listing's „valoare estimată”: the instant estimate its owner chose to show on it
 * (`estimatedValue` of the API's company detail), written out on the server with a link to the
 * estimate's page, where the method is explained. Only a well-formed value of a company listing shows.
 */
import type { ListingEstimatedValue } from '@contracts/valuation';
import { formatEurRange, formatEurWhole } from '~/features/valuation/estimate-format';
import { valuationPaths } from '~/features/valuation/valuation-paths';
import type { FamilyConfig } from '../families';
import { formatDate } from '../format';

export interface EstimatedValueView {
  /** `310.000 – 520.000 €`. */
  range: string;
  mid: string;
  /** When the estimate was computed (its figures are of that day). */
  date: string;
  /** The stored estimate's page: the method, the multiples and their source. */
  methodPath: string;
}

function isEstimatedValue(value: unknown): value is ListingEstimatedValue {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const finite = (key: string) => typeof item[key] === 'number' && Number.isFinite(item[key]);
  return finite('low') && finite('mid') && finite('high') && typeof item.estimateId === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(item.estimateId);
}

export function estimatedValueOf(listing: object, family: Pick<FamilyConfig, 'key'>): EstimatedValueView | null {
  if (family.key !== 'company') return null;
  const value = (listing as { estimatedValue?: unknown }).estimatedValue;
  if (!isEstimatedValue(value)) return null;
  return {
    range: formatEurRange(value.low, value.high),
    mid: formatEurWhole(value.mid),
    date: formatDate(value.createdAt),
    methodPath: valuationPaths.estimate(value.estimateId),
  };
}
