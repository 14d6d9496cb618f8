import { ListingType } from '@contracts/lists';
import { FAMILIES } from '../families';
import { detailViewOf } from './detail-view';
import { estimatedValueOf } from './estimated-value';
import { testListing } from './listing-fixture';

const VALUE = { low: 310_000, mid: 410_000, high: 520_000, currency: 'EUR', estimateId: 'Qm9yZGVhdXhXaW5lc0FyZUdvb2Q', createdAt: '2026-11-26T10:00:00.000Z' };

describe('estimated value of a company listing', () => {
  it('shows the range, the mid and the link to the method', () => {
    const view = detailViewOf(testListing(ListingType.Company, { estimatedValue: VALUE }), FAMILIES.company);
    expect(view.estimatedValue).toEqual({
      range: '310.000 – 520.000 €',
      mid: '410.000 €',
      date: '26 noiembrie 2026',
      methodPath: '/evaluare-afaceri/estimare/Qm9yZGVhdXhXaW5lc0FyZUdvb2Q',
    });
  });

  it('shows nothing without a value, for other families, or for a value that is not well formed', () => {
    expect(detailViewOf(testListing(ListingType.Company, {}), FAMILIES.company).estimatedValue).toBeNull();
    expect(estimatedValueOf({ estimatedValue: null }, FAMILIES.company)).toBeNull();
    expect(estimatedValueOf({ estimatedValue: VALUE }, FAMILIES.service)).toBeNull();
    expect(estimatedValueOf({ estimatedValue: { ...VALUE, mid: 'mult' } }, FAMILIES.company)).toBeNull();
    expect(estimatedValueOf({ estimatedValue: { ...VALUE, estimateId: 'javascript:alert(1)' } }, FAMILIES.company)).toBeNull();
  });
});
