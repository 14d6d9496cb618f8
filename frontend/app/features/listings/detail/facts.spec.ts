import { ListingType } from '@contracts/lists';
import { FAMILIES } from '../families';
import { factsOf, featureBadges, safeExternalUrl } from './facts';
import { testListing } from './listing-fixture';

const listing = testListing;

const asMap = (facts: { label: string; value: string }[]) => Object.fromEntries(facts.map((item) => [item.label, item.value]));

describe('detail facts', () => {
  it('formats a company: money with dots and the currency sign, years without separators, missing fields left out', () => {
    const facts = factsOf(
      listing(ListingType.Company, {
        price: 1_250_000,
        businessTypeName: 'SRL',
        domainCaen: '4520',
        yearlyTurnover: 141_000,
        yearlyProfit: null,
        employees: 1200,
        yearFounded: 2017,
        propertyTypeName: 'Chirie',
        reasonForSale: '  ',
      }),
      FAMILIES.company,
    );
    expect(asMap(facts)).toEqual({
      'Preț cerut': '1.250.000 €',
      Localitate: 'Florești, Cluj',
      Domeniu: 'Alte servicii',
      'Formă juridică': 'SRL',
      'Cod CAEN': '4520',
      'Cifră de afaceri anuală': '141.000 €',
      Angajați: '1.200',
      'Anul înființării': '2017',
      'Spațiul de lucru': 'Chirie',
    });
    expect(facts[0].label).toBe('Preț cerut');
  });

  it('says "Preț la cerere" when a priced family has no price, in the listing currency otherwise', () => {
    expect(asMap(factsOf(listing(ListingType.Active), FAMILIES.active))['Preț']).toBe('Preț la cerere');
    expect(asMap(factsOf(listing(ListingType.Active, { price: 4500, currency: 'RON', surfaceSqm: 1200 }), FAMILIES.active))).toMatchObject({
      Preț: '4.500 lei',
      Suprafață: '1.200 m²',
    });
  });

  it('gives a fund its call status, Romanian deadline, grant range and co-financing, and no price', () => {
    const facts = asMap(
      factsOf(
        listing(ListingType.Fund, {
          callStatusName: 'Apel deschis',
          deadline: '2027-03-23',
          fundTypeName: 'Fonduri europene',
          grantMin: 500_000,
          grantMax: 3_000_000,
          budget: 150_000_000,
          cofinancingPercent: 15,
          regionName: 'Toate regiunile',
          county: null,
          countyName: null,
          city: null,
        }),
        FAMILIES.fund,
      ),
    );
    expect(facts).toMatchObject({
      'Stadiul apelului': 'Apel deschis',
      'Termen de depunere': '23 martie 2027',
      'Valoarea grantului': '500.000 – 3.000.000 €',
      'Buget total': '150.000.000 €',
      Cofinanțare: '15%',
      Regiune: 'Toate regiunile',
    });
    expect(facts).not.toHaveProperty('Grant');
    expect(facts).not.toHaveProperty('Localitate');
  });

  it('lists who a fund call is open to and its eligible CAEN codes, the call’s own words on their own line', () => {
    const facts = factsOf(
      listing(ListingType.Fund, {
        beneficiaryTypeNames: ['Start-up (sub 3 ani)', 'Microîntreprindere'],
        caenCodes: ['J', '7112'],
        eligibleBeneficiaries: 'Firme cu cel puțin un angajat.',
      }),
      FAMILIES.fund,
    );
    expect(facts.find((item) => item.label === 'Beneficiari eligibili')?.items).toEqual(['Start-up (sub 3 ani)', 'Microîntreprindere']);
    expect(facts.find((item) => item.label === 'Coduri CAEN eligibile')?.items).toEqual(['Secțiunea J', '7112']);
    expect(asMap(facts)['Condiții pentru beneficiari']).toBe('Firme cu cel puțin un angajat.');
    // A call open to all keeps its words under the usual label and lists no codes.
    const open = asMap(factsOf(listing(ListingType.Fund, { beneficiaryTypeNames: [], caenCodes: [], eligibleBeneficiaries: 'Orice firmă.' }), FAMILIES.fund));
    expect(open['Beneficiari eligibili']).toBe('Orice firmă.');
    expect(open).not.toHaveProperty('Coduri CAEN eligibile');
  });

  it('adds the price unit of a service and counts experience years in Romanian', () => {
    const facts = asMap(
      factsOf(listing(ListingType.Service, { price: 2550, priceUnit: 'proiect', experienceYears: 21, coverageName: 'Național' }), FAMILIES.service),
    );
    expect(facts).toMatchObject({ Tarif: '2.550 € / proiect', Experiență: '21 de ani', Acoperire: 'Național' });
    expect(asMap(factsOf(listing(ListingType.Service, { experienceYears: 1 }), FAMILIES.service))['Experiență']).toBe('1 an');
  });

  it('shows an investor ticket range, interests as tags and the portfolio size', () => {
    const facts = factsOf(
      listing(ListingType.Investor, {
        investorKindName: 'Companie',
        ticketMin: 290_000,
        ticketMax: 2_820_000,
        interestNames: ['Tech', 'Medical'],
        portfolioSize: 4,
      }),
      FAMILIES.investor,
    );
    expect(asMap(facts)).toMatchObject({ 'Tip de investitor': 'Companie', 'Sumă de investit': '290.000 – 2.820.000 €', Portofoliu: '4 companii' });
    expect(facts.find((item) => item.label === 'Domenii de interes')?.items).toEqual(['Tech', 'Medical']);
    const counties = factsOf(listing(ListingType.Investor, { targetCountyNames: ['Cluj', 'București'] }), FAMILIES.investor);
    expect(counties.find((item) => item.label === 'Județe în care investește')?.items).toEqual(['Cluj', 'București']);
  });

  it('gives news its date, author and tags, and no feature badges', () => {
    const news = listing(ListingType.News, {
      authorName: 'Andreea Ionescu',
      tags: ['agricultura'],
      featureNames: ['agricultura'],
      publishedAt: '2026-11-03T04:40:42.552Z',
    });
    expect(asMap(factsOf(news, FAMILIES.news))).toEqual({ 'Data publicării': '3 noiembrie 2026', Autor: 'Andreea Ionescu', Etichete: 'agricultura' });
    expect(featureBadges(news, FAMILIES.news)).toEqual([]);
    expect(featureBadges(listing(ListingType.Active, { featureNames: ['Gaz', 'Apă'] }), FAMILIES.active)).toEqual(['Gaz', 'Apă']);
  });

  it('links only http(s) addresses and shows them by host name', () => {
    const facts = factsOf(listing(ListingType.Service, { website: 'www.firma-mea.ro/despre' }), FAMILIES.service);
    expect(facts.find((item) => item.label === 'Website')).toEqual({ label: 'Website', value: 'firma-mea.ro', href: 'https://www.firma-mea.ro/despre' });
    expect(
      factsOf(listing(ListingType.Service, { website: 'javascript:alert(1)' }), FAMILIES.service).find((item) => item.label === 'Website'),
    ).toBeUndefined();
    expect(safeExternalUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(safeExternalUrl('http://exemplu.ro')?.href).toBe('http://exemplu.ro/');
  });
});
