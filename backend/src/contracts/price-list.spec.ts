import { ORDER_PRODUCTS, priceOf, productById } from './orders.js';
import { catalogueAmounts, netPriceText, fillPrices, fillPricesIn, SERVICE_PRICES, unknownPlaceholders, VALUATION_REPORT_WORKING_DAYS } from './price-list.js';

describe('the price list', () => {
  it('writes prices before VAT the Romanian way, cents only when there are any', () => {
    expect(netPriceText(290)).toBe('290 € + TVA');
    expect(netPriceText(1490, 'plus comision la succes')).toBe('1.490 € + TVA, plus comision la succes');
    expect(netPriceText(350.9)).toBe('350,90 € + TVA');
    expect(SERVICE_PRICES['evaluarea-afacerilor'].duration).toBe(`în cel mult ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare de la plată`);
  });

  it('fills the placeholders of a text from the catalogue, and names the unknown ones', () => {
    const report = productById('valuation-report')!;
    expect(fillPrices('de la {{pret:evaluarea-afacerilor}}')).toBe(`de la ${report.netEur} € + TVA`);
    expect(fillPrices('{{pret:intermediere-vanzare-cumparare}}')).toBe(
      `${netPriceText(SERVICE_PRICES['intermediere-vanzare-cumparare'].fromNetEur)}, plus comision la succes`,
    );
    expect(fillPrices('Premium: {{zile:premium-60}} de zile, {{pret:premium-60}}')).toBe(
      `Premium: ${productById('premium-60')!.promotionDays} de zile, ${productById('premium-60')!.netEur} € + TVA`,
    );
    expect(fillPrices('în {{livrare-raport}}')).toBe(`în ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare`);
    expect(fillPrices('{{durata:promovarea-anunturilor}}')).toBe(
      `${ORDER_PRODUCTS.filter((product) => product.kind === 'promotion')
        .map((product) => product.promotionDays)
        .join(' sau ')} de zile, după pachet`,
    );
    expect(unknownPlaceholders('{{pret:raport}} {{zile:valuation-report}} {{durata:promotion-30}} {{pret:due-diligence}}')).toEqual([
      '{{pret:raport}}',
      '{{zile:valuation-report}}',
      '{{durata:promotion-30}}',
    ]);
    expect(fillPrices('{{pret:raport}}')).toBe('{{pret:raport}}');
    expect(fillPricesIn({ a: ['{{pret:promotion-30}}'], n: 3 })).toEqual({ a: [`${productById('promotion-30')!.netEur} € + TVA`], n: 3 });
  });

  it('holds the net, VAT and total of every product and service, and the valuation service is the report checkout sells', () => {
    const amounts = catalogueAmounts();
    for (const product of ORDER_PRODUCTS) for (const amount of Object.values(priceOf(product.netEur))) expect(amounts).toContain(amount);
    expect(SERVICE_PRICES['evaluarea-afacerilor'].fromNetEur).toBe(productById('valuation-report')!.netEur);
    expect(SERVICE_PRICES['evaluarea-afacerilor'].duration).toContain(`${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare`);
  });
});
