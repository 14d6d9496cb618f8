import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { detailViewOf } from '~/features/listings/detail/detail-view';
import { fieldsOf, PUBLISH_FORMS, STEP_IDS, stepOfField } from './publish-forms';
import {
  emptyValues,
  htmlToText,
  mapApiErrors,
  parseAmount,
  previewListing,
  arrangeGallery,
  readGallery,
  readValues,
  toPayload,
  validateAll,
  validateStep,
  valuesOfListing,
  type PublishValues,
} from './publish-rules';

const company = PUBLISH_FORMS.company;
const service = PUBLISH_FORMS.service;
const investor = PUBLISH_FORMS.investor;
const investment = PUBLISH_FORMS.investment;

function companyValues(overrides: PublishValues = {}): PublishValues {
  return {
    ...emptyValues(company, { name: 'Radu Marinescu', phone: '0740 123 456' }),
    title: 'Cafenea de specialitate în Cluj',
    domain: ['9'],
    description: 'O cafenea cu clienți fideli.\n\nVândută cu tot echipamentul.',
    county: '16',
    city: 'Cluj-Napoca',
    ...overrides,
  };
}

describe('the field table', () => {
  it('gives every family the same five steps, and each field once', () => {
    for (const form of Object.values(PUBLISH_FORMS)) {
      expect(form.steps.map((step) => step.id)).toEqual(STEP_IDS);
      const names = fieldsOf(form).map((field) => field.name);
      expect(new Set(names).size, form.key).toBe(names.length);
      expect(names).toEqual(expect.arrayContaining(['title', 'description', 'county', 'city', 'contactName', 'contactPhone']));
      // Assets are sorted by category, the other families by domain.
      expect(names, form.key).toContain(form.key === 'active' ? 'category' : 'domain');
    }
  });

  it('has each family its own fields from the API DTOs', () => {
    expect(fieldsOf(company).map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'businessType',
        'domainCaen',
        'yearlyTurnover',
        'yearlyProfit',
        'employees',
        'yearFounded',
        'reasonForSale',
        'priceIncludes',
        'propertyType',
        'features',
      ]),
    );
    expect(fieldsOf(service).map((field) => field.name)).toEqual(expect.arrayContaining(['subdomain', 'priceUnit', 'coverage', 'experienceYears', 'website']));
    expect(fieldsOf(investor).map((field) => field.name)).toEqual(expect.arrayContaining(['investorKind', 'ticketMin', 'ticketMax', 'portfolioSize']));
    expect(fieldsOf(investment).map((field) => field.name)).toEqual(
      expect.arrayContaining(['investmentKind', 'equityOfferedPercent', 'stage', 'expectedReturn']),
    );
  });

  it('finds the step of a field; the gallery is on the photo step', () => {
    expect(stepOfField(company, 'title')).toBe(0);
    expect(stepOfField(company, 'yearlyProfit')).toBe(1);
    expect(stepOfField(company, 'contactPhone')).toBe(2);
    expect(stepOfField(company, 'gallery')).toBe(3);
    expect(stepOfField(company, 'nothing')).toBe(-1);
  });
});

describe('parseAmount', () => {
  it.each([
    ['250000', 250000],
    ['250.000', 250000],
    ['1.250.000', 1250000],
    ['250 000', 250000],
    ['1.250.000,50', 1250000.5],
    ['2500,5', 2500.5],
    ['2500.75', 2500.75],
    ['-15.000', -15000],
    ['45.000 €', 45000],
    // Three digits after a dot are thousands, the Romanian way.
    ['10.123', 10123],
  ])('%s → %d', (input, expected) => expect(parseAmount(input)).toBe(expected));

  it.each(['abc', '12,345,6', '1.2.3', '1,234', '', '2.5.'])('refuses %j', (input) => expect(parseAmount(input)).toBeNull());
});

describe('checking a step', () => {
  it('asks for the required fields of step 1 with the API messages', () => {
    const errors = validateStep(company, 0, emptyValues(company));
    expect(errors).toEqual({ title: 'Câmpul este obligatoriu.', domain: 'Alege domeniul.', description: 'Câmpul este obligatoriu.' });
  });

  it('checks lengths, numbers and patterns in Romanian', () => {
    const values = companyValues({
      title: 'Bar',
      price: 'mult',
      employees: '2,5',
      yearFounded: '1700',
      domainCaen: '56',
      yearlyTurnover: '100.000',
      yearlyProfit: '200.000',
    });
    expect(validateStep(company, 0, values)).toEqual({ title: 'Titlul trebuie să aibă cel puțin 5 caractere.' });
    expect(validateStep(company, 1, values)).toEqual({
      price: 'Prețul trebuie să fie un număr cu cel mult două zecimale.',
      employees: 'Valoarea trebuie să fie un număr întreg.',
      yearFounded: 'Anul nu poate fi înainte de 1800.',
      domainCaen: 'Codul CAEN are 4 cifre.',
      yearlyProfit: 'Profitul nu poate depăși cifra de afaceri.',
    });
  });

  it('bounds the founding year like the API: not in the future, not before 1800', () => {
    const next = String(new Date().getFullYear() + 1);
    expect(validateStep(company, 1, companyValues({ yearFounded: '2090' })).yearFounded).toBe('Anul nu poate fi în viitor.');
    expect(validateStep(company, 1, companyValues({ yearFounded: next })).yearFounded).toBe('Anul nu poate fi în viitor.');
    expect(validateStep(company, 1, companyValues({ yearFounded: '1700' })).yearFounded).toBe('Anul nu poate fi înainte de 1800.');
    expect(validateStep(company, 1, companyValues({ yearFounded: '2019' })).yearFounded).toBeUndefined();
    expect(validateStep(company, 1, companyValues({ yearFounded: String(new Date().getFullYear()) })).yearFounded).toBeUndefined();
  });

  it('checks the place and the contact phone', () => {
    expect(validateStep(company, 2, companyValues({ county: '', city: 'Cluj-Napoca', contactPhone: 'nu știu' }))).toEqual({
      county: 'Alege un județ.',
      contactPhone: 'Numărul de telefon nu este valid.',
    });
    expect(validateStep(company, 2, companyValues())).toEqual({});
  });

  it('keeps a service subdomain under its domain and accepts a bare web address', () => {
    const values = {
      ...emptyValues(service),
      title: 'Contabilitate pentru firme',
      domain: '7',
      subdomain: '1601',
      description: 'Text',
      website: 'firma-mea.ro',
    };
    expect(validateStep(service, 0, values)).toEqual({ subdomain: 'Subdomeniul nu aparține domeniului ales.' });
    expect(validateStep(service, 0, { ...values, subdomain: '701' })).toEqual({});
    expect(validateStep(service, 1, values)).toEqual({});
    expect(validateStep(service, 1, { ...values, website: 'ftp://firma' })).toEqual({ website: 'Adresa trebuie să înceapă cu http:// sau https://.' });
  });

  it('keeps the investor ticket range in order and requires the kinds', () => {
    expect(validateStep(investor, 0, emptyValues(investor)).investorKind).toBe('Câmpul este obligatoriu.');
    expect(validateStep(investment, 0, emptyValues(investment)).investmentKind).toBe('Câmpul este obligatoriu.');
    expect(validateStep(investor, 1, { ...emptyValues(investor), ticketMin: '500.000', ticketMax: '100.000' })).toEqual({
      ticketMin: 'Tichetul minim nu poate depăși tichetul maxim.',
    });
    expect(validateStep(investment, 1, { ...emptyValues(investment), equityOfferedPercent: '120' })).toEqual({
      equityOfferedPercent: 'Procentul maxim este 100.',
    });
  });

  it('sends an investor’s target counties as ids, none for all of Romania, and shows them in the preview', () => {
    const field = fieldsOf(investor).find((item) => item.name === 'targetCounties');
    expect(field).toMatchObject({ kind: 'checkboxes', label: 'Județe în care investești', hint: 'Lasă gol pentru toată țara.' });
    expect(field?.options).toHaveLength(42);
    const values = { ...emptyValues(investor), title: 'Investitor în Cluj și București', investorKind: 'angel', domain: ['14'], targetCounties: ['16', '41'] };
    expect(validateStep(investor, 1, values)).toEqual({});
    expect(validateStep(investor, 1, { ...values, targetCounties: ['99'] })).toEqual({ targetCounties: 'Valoarea aleasă nu există în listă.' });
    expect(toPayload(investor, values, []).targetCounties).toEqual([16, 41]);
    expect(toPayload(investor, { ...values, targetCounties: [] }, []).targetCounties).toEqual([]);
    expect(previewListing(investor, values, [])).toMatchObject({ targetCountyNames: ['Cluj', 'București'] });
    expect(valuesOfListing(investor, testListing(ListingType.Investor, { targetCounties: [16, 41] })).targetCounties).toEqual(['16', '41']);
  });

  it('finds the first step with an error over the whole form', () => {
    expect(validateAll(company, companyValues()).step).toBe(-1);
    expect(validateAll(company, companyValues({ contactPhone: 'x' })).step).toBe(2);
  });
});

describe('the API body', () => {
  it('sends typed values, domain as a list, empty as null and the gallery keys in order', () => {
    const gallery = [
      { key: 'a1b2c3d4-0000-4000-8000-000000000001', location: '/x-large.webp', originalName: '1.png' },
      { key: 'a1b2c3d4-0000-4000-8000-000000000002', location: '/y-large.webp', originalName: '2.png' },
    ];
    const body = toPayload(company, companyValues({ price: '250.000', employees: '12', businessType: '1', features: ['instalment-sale'] }), gallery);
    expect(body).toMatchObject({
      title: 'Cafenea de specialitate în Cluj',
      domain: [9],
      price: 250000,
      currency: 'EUR',
      employees: 12,
      businessType: 1,
      county: 16,
      city: 'Cluj-Napoca',
      yearlyTurnover: null,
      features: ['instalment-sale'],
      gallery: gallery.map((image) => image.key),
      contactName: 'Radu Marinescu',
    });
    expect(Object.keys(body).sort()).toEqual([...fieldsOf(company).map((field) => field.name), 'gallery', 'privateGallery', 'documents'].sort());
  });

  it('sends a service domain as a one-item list and normalises the website', () => {
    const body = toPayload(service, { ...emptyValues(service), domain: '16', subdomain: '1602', website: 'www.firma.ro', coverage: 'national' }, []);
    expect(body).toMatchObject({ domain: [16], subdomain: 1602, website: 'https://www.firma.ro', coverage: 'national' });
  });
});

describe('API errors back on the form', () => {
  it('puts field messages on their fields and shows the first step with one', () => {
    const mapped = mapApiErrors(company, { contactPhone: 'Numărul de telefon nu este valid.', yearlyProfit: 'Profitul nu poate depăși cifra de afaceri.' });
    expect(mapped).toEqual({
      errors: { contactPhone: 'Numărul de telefon nu este valid.', yearlyProfit: 'Profitul nu poate depăși cifra de afaceri.' },
      step: 1,
      other: [],
    });
  });

  it('sends upload refusals to the photo step and keeps unknown fields apart', () => {
    expect(mapApiErrors(company, { images: 'Fișierul nu este o imagine.' })).toEqual({
      errors: { gallery: 'Fișierul nu este o imagine.' },
      step: 3,
      other: [],
    });
    expect(mapApiErrors(company, { body: 'Corpul cererii lipsește.' })).toEqual({ errors: {}, step: -1, other: ['Corpul cererii lipsește.'] });
  });
});

describe('editing a saved listing', () => {
  it('turns the sanitised description back into plain paragraphs', () => {
    expect(htmlToText('<p>Prima linie<br>a doua &amp; a treia</p><p>Paragraf &lt;2&gt;</p>')).toBe('Prima linie\na doua & a treia\n\nParagraf <2>');
  });

  it('fills every step from the listing', () => {
    const listing = testListing(ListingType.Company, {
      title: 'Pensiune în Bran',
      description: '<p>Pensiune cu 12 camere.</p>',
      domain: [9, 12],
      price: 450000,
      businessType: 1,
      yearlyTurnover: 180000,
      features: ['instalment-sale'],
      county: 6,
      city: 'Bran',
      contactPhone: '0744 000 111',
    });
    const values = valuesOfListing(company, listing);
    expect(values).toMatchObject({
      title: 'Pensiune în Bran',
      description: 'Pensiune cu 12 camere.',
      domain: ['9', '12'],
      price: '450000',
      businessType: '1',
      yearlyTurnover: '180000',
      features: ['instalment-sale'],
      county: '6',
      city: 'Bran',
      yearlyProfit: '',
    });
    expect(validateAll(company, values).step).toBe(-1);
  });
});

describe('the form data', () => {
  it('reads values and a gallery, dropping malformed keys and foreign addresses', () => {
    const formData = new FormData();
    formData.set('title', 'Cafenea');
    formData.append('domain', '9');
    formData.append('domain', '12');
    formData.append('gallery', 'a1b2c3d4-0000-4000-8000-000000000001');
    formData.append('gallery', '../../etc');
    formData.set('galleryJson', JSON.stringify([{ key: 'a1b2c3d4-0000-4000-8000-000000000001', location: 'javascript:alert(1)', originalName: 'x' }]));
    expect(readValues(company, formData)).toMatchObject({ title: 'Cafenea', domain: ['9', '12'], price: '' });
    expect(readGallery(formData)).toEqual([{ key: 'a1b2c3d4-0000-4000-8000-000000000001', location: '/images/listing-default.svg', originalName: '' }]);
  });
});

describe('the photo choices sent without scripts', () => {
  const image = (n: number) => ({ key: `a1b2c3d4-0000-4000-8000-00000000000${n}`, location: `/uploads/${n}.png`, originalName: `${n}.png` });
  const gallery = [image(1), image(2), image(3)];
  const form = (entries: [string, string][]) => {
    const formData = new FormData();
    for (const [name, value] of entries) formData.append(name, value);
    return formData;
  };

  it('removes the ticked pictures and puts the chosen cover first, keeping the others in order', () => {
    expect(
      arrangeGallery(
        gallery,
        form([
          ['removePhoto', image(2).key],
          ['cover', image(3).key],
        ]),
      ),
    ).toEqual([image(3), image(1)]);
  });

  it('keeps the gallery as it is without choices, and ignores a cover that was removed or is unknown', () => {
    expect(arrangeGallery(gallery, form([]))).toEqual(gallery);
    expect(
      arrangeGallery(
        gallery,
        form([
          ['removePhoto', image(3).key],
          ['cover', image(3).key],
        ]),
      ),
    ).toEqual([image(1), image(2)]);
    expect(arrangeGallery(gallery, form([['cover', 'not-a-key']]))).toEqual(gallery);
  });
});

describe('the preview', () => {
  it('shows the listing with the detail page formatting: price, names of the lists, place', () => {
    const listing = previewListing(company, companyValues({ price: '250000', businessType: '1', propertyType: '2', features: ['instalment-sale'] }), []);
    expect(listing).toMatchObject({
      countyName: 'Cluj',
      domainName: 'HoReCa',
      businessTypeName: 'SRL',
      propertyTypeName: 'Chirie',
      featureNames: ['Vânzare în rate'],
    });
    const view = detailViewOf(listing, company.family);
    expect(view.headline).toEqual({ label: 'Preț cerut', value: '250.000 €' });
    expect(view.facts.map((fact) => fact.label)).toEqual(expect.arrayContaining(['Localitate', 'Domeniu', 'Formă juridică', 'Spațiul de lucru']));
  });
});
