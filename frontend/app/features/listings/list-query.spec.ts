import { FAMILIES } from './families';
import { familyChoices } from './family-lists';
import { apiQueryOf, filterSearch, hasFilters, readFilters, readPage } from './list-query';
import { listQueryString } from './listing-api';

const params = (search: string) => new URLSearchParams(search);

describe('family page filters', () => {
  it('reads the filters a family offers and drops what does not fit it', () => {
    const values = readFilters(
      FAMILIES.company,
      familyChoices(FAMILIES.company),
      params('q=cafenea&county=16&city=Cluj-Napoca&domain=9&priceMin=1000&priceMax=90000&features=instalment-sale,bogus&sort=price-asc&region=vest'),
    );
    expect(values).toMatchObject({
      q: 'cafenea',
      county: 16,
      city: 'Cluj-Napoca',
      domain: 9,
      priceMin: 1000,
      priceMax: 90000,
      features: ['instalment-sale'],
      sort: 'price-asc',
      region: '',
    });
  });

  it('ignores malformed numbers, unknown ids and sorts of other families', () => {
    const values = readFilters(FAMILIES.company, familyChoices(FAMILIES.company), params('county=99&domain=abc&priceMin=-5&sort=deadline&page=x'));
    expect(values).toMatchObject({ county: null, domain: null, priceMin: null, sort: '' });
    expect(readPage(params('page=x'))).toBe(1);
    expect(readPage(params('page=3'))).toBe(3);
  });

  it('swaps a price range typed the wrong way round', () => {
    const values = readFilters(FAMILIES.company, familyChoices(FAMILIES.company), params('priceMin=500&priceMax=100'));
    expect([values.priceMin, values.priceMax]).toEqual([100, 500]);
  });

  it('accepts subdomains only under their service domain', () => {
    expect(readFilters(FAMILIES.service, familyChoices(FAMILIES.service), params('domain=5&subdomain=501')).subdomain).toBe(501);
    expect(readFilters(FAMILIES.service, familyChoices(FAMILIES.service), params('domain=5&subdomain=601')).subdomain).toBeNull();
  });

  it('takes the asset category from the path and fund filters from the query', () => {
    expect(readFilters(FAMILIES.active, familyChoices(FAMILIES.active), params('category=financiare'), 'imobiliare').category).toBe('imobiliare');
    expect(readFilters(FAMILIES.active, familyChoices(FAMILIES.active), params(''), 'all').category).toBe('');
    expect(readFilters(FAMILIES.fund, familyChoices(FAMILIES.fund), params('callStatus=open&region=vest&category=2'))).toMatchObject({
      callStatus: 'open',
      region: 'vest',
      category: '2',
    });
  });

  it('reads a fund page’s beneficiary type and CAEN class, and keeps them through the URL and the API query', () => {
    const choices = familyChoices(FAMILIES.fund);
    const values = readFilters(FAMILIES.fund, choices, params('callStatus=open&beneficiary=startup&caen=62.01'));
    expect(values).toMatchObject({ callStatus: 'open', beneficiary: 'startup', caen: '6201' });
    const search = filterSearch(values);
    expect(search).toBe('?callStatus=open&beneficiary=startup&caen=6201');
    expect(readFilters(FAMILIES.fund, choices, params(search.slice(1)))).toEqual(values);
    expect(listQueryString(apiQueryOf(values, 1))).toBe('page=1&pageSize=12&callStatus=open&beneficiary=startup&caen=6201');
    // Unknown types and what is not a four-digit class are dropped; other families have neither filter.
    expect(readFilters(FAMILIES.fund, choices, params('beneficiary=marțian&caen=J'))).toMatchObject({ beneficiary: '', caen: '' });
    expect(readFilters(FAMILIES.fund, choices, params('caen=620'))).toMatchObject({ caen: '' });
    expect(readFilters(FAMILIES.company, familyChoices(FAMILIES.company), params('beneficiary=startup&caen=6201'))).toMatchObject({
      beneficiary: '',
      caen: '',
    });
  });

  it('builds the API query and a clean page URL', () => {
    const values = readFilters(
      FAMILIES.company,
      familyChoices(FAMILIES.company),
      params('q=&county=16&city=Dej&features=partial-purchase,instalment-sale&sort='),
    );
    expect(listQueryString(apiQueryOf(values, 2))).toBe('page=2&pageSize=12&county=16&city=Dej&features=partial-purchase%2Cinstalment-sale');
    expect(filterSearch(values, { page: 2 })).toBe('?county=16&city=Dej&features=partial-purchase%2Cinstalment-sale&page=2');
    expect(hasFilters(values)).toBe(true);
    expect(hasFilters(readFilters(FAMILIES.company, familyChoices(FAMILIES.company), params('')))).toBe(false);
  });

  it('drops the city when no county is chosen', () => {
    const values = readFilters(FAMILIES.company, familyChoices(FAMILIES.company), params('city=Dej'));
    expect(apiQueryOf(values, 1).city).toBeUndefined();
    expect(filterSearch(values)).toBe('');
  });
});
