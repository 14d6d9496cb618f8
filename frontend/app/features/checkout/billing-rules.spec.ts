import { COUNTIES } from '@contracts/counties';
import {
  COUNTY_OPTIONS,
  billingFormValues,
  formValues,
  placeApiErrors,
  readBilling,
  readValuation,
  validateBilling,
  validateValuation,
  BILLING_FIELDS,
} from './billing-rules';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const company = {
  type: 'company',
  name: 'Brutăria Artizanală SRL',
  cui: 'RO 18547290',
  regCom: 'J12/345/2019',
  address: 'Str. Memorandumului 10',
  city: 'Cluj-Napoca',
  county: '16',
  email: 'plati@brutarie.ro',
  phone: '',
};
const person = {
  type: 'person',
  name: 'Ion Popescu',
  cui: 'ignored',
  regCom: '',
  address: 'Bd. Unirii 5, ap. 3',
  city: 'Sector 5',
  county: '41',
  email: 'ion@example.ro',
  phone: '0740 123 456',
};

describe('billing rules', () => {
  it('accept a complete company and a complete person', () => {
    expect(validateBilling(form(company))).toEqual({});
    expect(validateBilling(form(person))).toEqual({});
  });

  it("require the CUI of a company only, and check its form (the check digit is the API's)", () => {
    expect(validateBilling(form({ ...company, cui: '' })).cui).toBe('Câmpul este obligatoriu.');
    expect(validateBilling(form({ ...company, cui: 'ABC123' })).cui).toMatch(/^Codul fiscal \(CUI\)/);
    expect(validateBilling(form({ ...person, cui: 'ABC123' })).cui).toBeUndefined();
  });

  it('name every missing field in Romanian and refuse an unknown type or county', () => {
    const errors = validateBilling(form({ type: 'firma', county: '99', email: 'nu-e-email', phone: 'abc' }));
    expect(errors).toEqual({
      type: 'Alege dacă factura se emite pe o firmă sau pe o persoană fizică.',
      name: 'Câmpul este obligatoriu.',
      address: 'Câmpul este obligatoriu.',
      city: 'Câmpul este obligatoriu.',
      county: 'Alege unul dintre județe.',
      email: 'Adresa de email nu este validă.',
      phone: 'Numărul de telefon nu este valid.',
    });
  });

  it('ask a București address for its sector, which e-Factura writes as the city', () => {
    expect(validateBilling(form({ ...person, city: 'București' }))).toEqual({
      sector: 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.',
    });
    // The sector select, or a locality typed with the sector (before the select existed).
    expect(validateBilling(form({ ...person, city: '', sector: '4' }))).toEqual({});
    expect(validateBilling(form({ ...person, city: 'sectorul 2' }))).toEqual({});
    expect(validateBilling(form({ ...person, city: 'București', sector: '7' })).sector).toBeDefined();
    expect(validateBilling(form({ ...company, city: 'Cluj-Napoca' }))).toEqual({});
    expect(readBilling(form({ ...person, city: '', sector: '4' }))).toMatchObject({ country: 'RO', county: 41, city: 'Sector 4' });
    // Outside București the sector select is ignored.
    expect(readBilling(form({ ...company, sector: '4' }))).toMatchObject({ county: 16, city: 'Cluj-Napoca' });
  });

  it('read the API body: company fields only for a company, empty optionals left out, county as a number', () => {
    expect(readBilling(form(company))).toEqual({
      type: 'company',
      country: 'RO',
      name: 'Brutăria Artizanală SRL',
      cui: 'RO 18547290',
      regCom: 'J12/345/2019',
      address: 'Str. Memorandumului 10',
      city: 'Cluj-Napoca',
      county: 16,
      email: 'plati@brutarie.ro',
      phone: undefined,
    });
    const body = readBilling(form(person));
    expect(body).toMatchObject({ type: 'person', name: 'Ion Popescu', county: 41, phone: '0740 123 456' });
    expect(body).not.toHaveProperty('cui');
    expect(JSON.parse(JSON.stringify(body))).not.toHaveProperty('regCom');
  });

  it('keep what was typed for the page rendered again after an error', () => {
    expect(formValues(form({ ...company, name: '  Firma  ' }), BILLING_FIELDS)).toMatchObject({ name: 'Firma', cui: 'RO 18547290', phone: '' });
  });

  it('list the counties alphabetically, all 42 of them', () => {
    expect(COUNTY_OPTIONS).toHaveLength(COUNTIES.length);
    expect(COUNTY_OPTIONS.slice(0, 3).map((county) => county.name)).toEqual(['Alba', 'Arad', 'Argeș']);
    // Romanian order: "a" before "ă", "s" before "ș".
    const names = COUNTY_OPTIONS.map((county) => county.name);
    expect(names.indexOf('Brașov')).toBe(names.indexOf('Brăila') - 1);
    expect(names.indexOf('Sălaj')).toBeGreaterThan(names.indexOf('Satu Mare'));
  });
});

describe('billing rules abroad', () => {
  const german = {
    type: 'company',
    country: 'DE',
    name: 'Müller Beratung GmbH',
    vatId: 'de 123 456 789',
    address: 'Leopoldstraße 12',
    city: 'München',
    region: 'Bayern',
    postalCode: '80802',
    email: 'buchhaltung@mueller.de',
    phone: '',
    county: '16',
    cui: 'RO 18547290',
    sector: '',
  };
  const american = { ...german, country: 'US', name: 'Harbour Advisory LLC', vatId: '98-7654321', city: 'New York', region: 'NY', postalCode: '10118' };
  const moldovan = {
    type: 'person',
    country: 'MD',
    name: 'Ion Ciobanu',
    address: 'str. Alexandru cel Bun 51',
    city: 'Chișinău',
    region: '',
    postalCode: '',
    email: 'ion@example.md',
    phone: '',
    county: '',
    vatId: '',
  };

  it('accept a company of another member state with its VAT number, one outside the Union, a person without postal code where none is used', () => {
    expect(validateBilling(form(german))).toEqual({});
    expect(validateBilling(form(american))).toEqual({});
    expect(validateBilling(form({ ...american, vatId: '' }))).toEqual({});
    expect(validateBilling(form(moldovan))).toEqual({});
  });

  it('refuse what the API refuses, with its Romanian messages', () => {
    expect(validateBilling(form({ ...german, vatId: '' }))).toEqual({
      vatId: 'Codul de TVA (VIES) al firmei este obligatoriu pentru o firmă din Germania: pe el se face taxarea inversă.',
    });
    expect(validateBilling(form({ ...german, vatId: 'DE12345' }))).toEqual({ vatId: 'Codul de TVA nu are forma celor din Germania (de exemplu DE123456789).' });
    expect(validateBilling(form({ ...german, postalCode: '' }))).toEqual({ postalCode: 'Scrie codul poștal: adresele din Germania îl au.' });
    expect(validateBilling(form({ ...german, postalCode: '80802!' })).postalCode).toMatch(/^Codul poștal nu este valid/);
    expect(validateBilling(form({ ...german, city: 'x'.repeat(51) })).city).toBe('Poți scrie cel mult 50 de caractere.');
    expect(validateBilling(form({ ...american, vatId: '98<76>' })).vatId).toMatch(/^Codul fiscal al firmei nu este valid/);
    expect(validateBilling(form({ ...german, country: 'XX' }))).toEqual({ country: 'Alege țara din listă.' });
    // A person has no VAT number: the field is not judged (and not sent).
    expect(validateBilling(form({ ...moldovan, vatId: 'junk<>' }))).toEqual({});
  });

  it('send only the fields of the country chosen: the VAT number in the Union, the tax id outside it, no county abroad', () => {
    expect(readBilling(form(german))).toEqual({
      type: 'company',
      country: 'DE',
      name: 'Müller Beratung GmbH',
      vatId: 'de 123 456 789',
      address: 'Leopoldstraße 12',
      city: 'München',
      region: 'Bayern',
      postalCode: '80802',
      email: 'buchhaltung@mueller.de',
      phone: undefined,
    });
    expect(readBilling(form(american))).toMatchObject({ country: 'US', taxId: '98-7654321' });
    expect(readBilling(form(american))).not.toHaveProperty('vatId');
    const person = JSON.parse(JSON.stringify(readBilling(form({ ...moldovan, vatId: 'MD1' }))));
    expect(person).toEqual({
      type: 'person',
      country: 'MD',
      name: 'Ion Ciobanu',
      address: 'str. Alexandru cel Bun 51',
      city: 'Chișinău',
      email: 'ion@example.md',
    });
  });

  it("put an order's saved billing data back into the form, the București sector in its select", () => {
    expect(
      billingFormValues({ type: 'person', name: 'Ioana Pop', address: 'Calea Victoriei 12', city: 'Sector 2', county: 41, email: 'i@example.ro' }),
    ).toMatchObject({ country: 'RO', county: '41', sector: '2' });
    expect(
      billingFormValues({ type: 'person', name: 'Ioana Pop', address: 'Calea Victoriei 12', city: 'București', county: 41, email: 'i@example.ro' }),
    ).toMatchObject({ sector: '', city: 'București' });
    expect(
      billingFormValues({
        type: 'company',
        country: 'US',
        name: 'Harbour LLC',
        taxId: '98-7654321',
        address: '350 Fifth Ave',
        city: 'New York',
        email: 'a@example.com',
      }),
    ).toMatchObject({ country: 'US', vatId: '98-7654321', county: '' });
  });
});

describe('valuation rules', () => {
  it('require the company name; CUI and notes are optional but checked', () => {
    expect(validateValuation(form({ companyName: 'Fabrica de Mobilă SA' }))).toEqual({});
    expect(validateValuation(form({ companyName: 'F', companyCui: 'x1', notes: 'a'.repeat(2001) }))).toEqual({
      companyName: 'Scrie cel puțin 2 caractere.',
      companyCui: expect.stringMatching(/^Codul fiscal/),
      notes: 'Poți scrie cel mult 2000 de caractere.',
    });
    expect(readValuation(form({ companyName: ' Fabrica ', companyCui: '', notes: '' }))).toEqual({
      companyName: 'Fabrica',
      companyCui: undefined,
      notes: undefined,
    });
  });
});

describe('placeApiErrors', () => {
  it("puts a company's tax id abroad on the form's code field, and a București locality's message on the sector", () => {
    expect(placeApiErrors({ 'billing.taxId': 'Cod invalid.' }, { country: 'US' }).fields).toEqual({ vatId: 'Cod invalid.' });
    expect(placeApiErrors({ 'billing.city': 'Sectorul lipsește.' }, { country: 'RO', county: '41' }).fields).toEqual({ sector: 'Sectorul lipsește.' });
    expect(placeApiErrors({ 'billing.city': 'Prea lungă.' }, { country: 'RO', county: '16' }).fields).toEqual({ city: 'Prea lungă.' });
  });

  it('puts billing.* and valuation messages on their fields and keeps the rest for the form', () => {
    expect(
      placeApiErrors({
        'billing.cui': 'CUI-ul nu este valid.',
        companyName: 'Prea scurt.',
        listingId: 'Anunțul nu poate fi promovat.',
        'billing.county': 'Județ necunoscut.',
      }),
    ).toEqual({
      fields: { cui: 'CUI-ul nu este valid.', companyName: 'Prea scurt.', county: 'Județ necunoscut.' },
      other: ['Anunțul nu poate fi promovat.'],
    });
  });
});
