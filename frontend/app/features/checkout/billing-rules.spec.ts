import { COUNTIES } from '@contracts/counties';
import { COUNTY_OPTIONS, formValues, placeApiErrors, readBilling, readValuation, validateBilling, validateValuation, BILLING_FIELDS } from './billing-rules';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const company = { type: 'company', name: 'Brutăria Artizanală SRL', cui: 'RO 18547290', regCom: 'J12/345/2019', address: 'Str. Memorandumului 10', city: 'Cluj-Napoca', county: '16', email: 'plati@brutarie.ro', phone: '' };
const person = { type: 'person', name: 'Ion Popescu', cui: 'ignored', regCom: '', address: 'Bd. Unirii 5, ap. 3', city: 'Sector 5', county: '41', email: 'ion@example.ro', phone: '0740 123 456' };

describe('billing rules', () => {
  it('accept a complete company and a complete person', () => {
    expect(validateBilling(form(company))).toEqual({});
    expect(validateBilling(form(person))).toEqual({});
  });

  it('require the CUI of a company only, and check its form (the check digit is the API\'s)', () => {
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
    expect(validateBilling(form({ ...person, city: 'București' }))).toEqual({ city: 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.' });
    expect(validateBilling(form({ ...person, city: 'sectorul 2' }))).toEqual({});
    expect(validateBilling(form({ ...company, city: 'Cluj-Napoca' }))).toEqual({});
  });

  it('read the API body: company fields only for a company, empty optionals left out, county as a number', () => {
    expect(readBilling(form(company))).toEqual({
      type: 'company',
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

describe('valuation rules', () => {
  it('require the company name; CUI and notes are optional but checked', () => {
    expect(validateValuation(form({ companyName: 'Fabrica de Mobilă SA' }))).toEqual({});
    expect(validateValuation(form({ companyName: 'F', companyCui: 'x1', notes: 'a'.repeat(2001) }))).toEqual({
      companyName: 'Scrie cel puțin 2 caractere.',
      companyCui: expect.stringMatching(/^Codul fiscal/),
      notes: 'Poți scrie cel mult 2000 de caractere.',
    });
    expect(readValuation(form({ companyName: ' Fabrica ', companyCui: '', notes: '' }))).toEqual({ companyName: 'Fabrica', companyCui: undefined, notes: undefined });
  });
});

describe('placeApiErrors', () => {
  it('puts billing.* and valuation messages on their fields and keeps the rest for the form', () => {
    expect(placeApiErrors({ 'billing.cui': 'CUI-ul nu este valid.', companyName: 'Prea scurt.', listingId: 'Anunțul nu poate fi promovat.', 'billing.county': 'Județ necunoscut.' })).toEqual({
      fields: { cui: 'CUI-ul nu este valid.', companyName: 'Prea scurt.', county: 'Județ necunoscut.' },
      other: ['Anunțul nu poate fi promovat.'],
    });
  });
});
