import { BUCHAREST_SECTOR_MESSAGE } from './counties.js';
import { billingIncomplete, priceOf, vatTreatmentOf } from './orders.js';

describe('VAT of an order by its buyer', () => {
  it('is 21% for Romania (also when no country is given) and for a person of another member state', () => {
    for (const billing of [{ type: 'company' as const }, { type: 'person' as const, country: 'RO' }, { type: 'person' as const, country: 'AT' }]) {
      expect(vatTreatmentOf(billing), JSON.stringify(billing)).toMatchObject({ category: 'S', ratePercent: 21, exemptionCode: null, mention: null });
    }
    expect(priceOf(290, vatTreatmentOf({ type: 'person', country: 'AT' }))).toEqual({ netEur: 290, vatEur: 60.9, totalEur: 350.9 });
  });

  it('is reverse charged for a company of another member state with a VAT number', () => {
    const treatment = vatTreatmentOf({ type: 'company', country: 'DE', vatId: 'DE123456789' });
    expect(treatment).toMatchObject({ category: 'AE', ratePercent: 0, exemptionCode: 'VATEX-EU-AE', mention: 'Taxare inversă' });
    expect(priceOf(49, treatment)).toEqual({ netEur: 49, vatEur: 0, totalEur: 49 });
  });

  it('is outside Romanian VAT for a company or a person outside the Union', () => {
    for (const billing of [
      { type: 'company' as const, country: 'US', taxId: '98-7654321' },
      { type: 'person' as const, country: 'MD' },
      { type: 'person' as const, country: 'GB' },
    ]) {
      expect(vatTreatmentOf(billing), JSON.stringify(billing)).toMatchObject({
        category: 'O',
        ratePercent: null,
        exemptionCode: 'VATEX-EU-O',
        mention: 'Neimpozabil în România',
      });
    }
    expect(priceOf(99, vatTreatmentOf({ type: 'person', country: 'MD' }))).toEqual({ netEur: 99, vatEur: 0, totalEur: 99 });
  });

  it('keeps the catalogue price at 21% by default', () => {
    expect(priceOf(49)).toEqual({ netEur: 49, vatEur: 10.29, totalEur: 59.29 });
    expect(priceOf(99)).toEqual({ netEur: 99, vatEur: 20.79, totalEur: 119.79 });
  });
});

describe('billing data that cannot be invoiced as saved', () => {
  it('is a București address naming no sector, in its locality nor in its street', () => {
    expect(billingIncomplete({ county: 41, city: 'București', address: 'Calea Victoriei 12' })).toEqual({
      field: 'billing.city',
      message: BUCHAREST_SECTOR_MESSAGE,
    });
    expect(billingIncomplete({ county: 41, city: 'Sector 4', address: 'Calea Victoriei 12' })).toBeNull();
    expect(billingIncomplete({ county: 41, city: 'București', address: 'Bd. Unirii 10, sectorul 3' })).toBeNull();
    expect(billingIncomplete({ county: 16, city: 'Cluj-Napoca', address: 'Str. Lungă 1' })).toBeNull();
    expect(billingIncomplete({ country: 'DE', city: 'München', address: 'Leopoldstraße 12' })).toBeNull();
  });
});
