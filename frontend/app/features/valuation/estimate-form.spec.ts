import {
  financialYears,
  parseAmount,
  placeEstimateErrors,
  readCuiRequest,
  readFiguresRequest,
  validateCuiEstimate,
  validateFiguresEstimate,
  FIGURE_FIELDS,
} from './estimate-form';

const YEARS = [2025, 2024, 2023];

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const latest = { 'years.0.turnover': '2.000.000', 'years.0.netProfit': '200.000', 'years.0.employees': '12' };

describe('financialYears', () => {
  it('starts with the last year whose balance sheet is filed (end of May of the next year)', () => {
    expect(financialYears(new Date('2026-11-26T12:00:00Z'))).toEqual([2025, 2024, 2023]);
    expect(financialYears(new Date('2026-06-01T00:00:00Z'))).toEqual([2025, 2024, 2023]);
    expect(financialYears(new Date('2026-03-10T00:00:00Z'))).toEqual([2024, 2023, 2022]);
  });
});

describe('parseAmount', () => {
  it('reads amounts the way Romanians type them', () => {
    expect(parseAmount('1.250.000')).toBe(1_250_000);
    expect(parseAmount('1 250 000')).toBe(1_250_000);
    expect(parseAmount('1250000,50')).toBe(1_250_000.5);
    expect(parseAmount('1.250.000,50 lei')).toBe(1_250_000.5);
    expect(parseAmount('-35.000')).toBe(-35_000);
    expect(parseAmount('\u221235000')).toBe(-35_000);
    expect(parseAmount('2.5')).toBe(2.5);
    expect(parseAmount('')).toBeNull();
  });

  it('refuses text that is not a number', () => {
    expect(parseAmount('un milion')).toBeNaN();
    expect(parseAmount('1,2,3')).toBeNaN();
    expect(parseAmount('12e5')).toBeNaN();
  });
});

describe('validateFiguresEstimate', () => {
  it('accepts the latest year alone with a CAEN class and a county', () => {
    expect(validateFiguresEstimate(form({ caen: '5610', countyId: '12', ...latest }), YEARS)).toEqual({});
    expect(validateFiguresEstimate(form({ domainId: '9', countyId: '12', ...latest }), YEARS)).toEqual({});
  });

  it('asks for the activity, the county and the latest year, in Romanian', () => {
    expect(validateFiguresEstimate(form({}), YEARS)).toEqual({
      caen: 'Scrie codul CAEN al activității principale sau alege domeniul.',
      countyId: 'Alege județul.',
      'years.0.turnover': 'Câmpul este obligatoriu.',
      'years.0.netProfit': 'Câmpul este obligatoriu.',
      'years.0.employees': 'Câmpul este obligatoriu.',
    });
  });

  it('names the problem of each bad value next to its field', () => {
    const errors = validateFiguresEstimate(
      form({ caen: '56', countyId: '99', 'years.0.turnover': '-5', 'years.0.netProfit': 'mult', 'years.0.employees': '3,5', debts: '12e9', domainId: '77' }),
      YEARS,
    );
    expect(errors).toEqual({
      caen: 'Codul CAEN are patru cifre, de exemplu 6201.',
      domainId: 'Alege unul dintre domenii.',
      countyId: 'Alege județul.',
      'years.0.turnover': 'Suma nu poate fi negativă.',
      'years.0.netProfit': 'Scrie o sumă în cifre, de exemplu 1.250.000.',
      'years.0.employees': 'Scrie numărul de salariați, un număr întreg (0 dacă nu ai angajați).',
      debts: 'Scrie o sumă în cifre, de exemplu 1.250.000.',
    });
  });

  it('accepts a loss, and wants an older year complete once started', () => {
    expect(validateFiguresEstimate(form({ caen: '5610', countyId: '12', ...latest, 'years.0.netProfit': '-40.000' }), YEARS)).toEqual({});
    expect(validateFiguresEstimate(form({ caen: '5610', countyId: '12', ...latest, 'years.1.turnover': '1.800.000' }), YEARS)).toEqual({
      'years.1.netProfit': 'Câmpul este obligatoriu.',
      'years.1.employees': 'Câmpul este obligatoriu.',
    });
  });

  it('wants consecutive years: the year before last before the one before it', () => {
    const errors = validateFiguresEstimate(
      form({ caen: '5610', countyId: '12', ...latest, 'years.2.turnover': '1.500.000', 'years.2.netProfit': '100', 'years.2.employees': '9' }),
      YEARS,
    );
    expect(errors).toEqual({ 'years.1.turnover': 'Completează și anul 2024, sau lasă necompletați anii mai vechi.' });
  });
});

describe('validateCuiEstimate', () => {
  it('wants a CUI of the right form', () => {
    expect(validateCuiEstimate(form({ cui: 'RO18547290' }))).toEqual({});
    expect(validateCuiEstimate(form({ cui: '' }))).toEqual({ cui: 'Câmpul este obligatoriu.' });
    expect(validateCuiEstimate(form({ cui: 'ABC' })).cui).toMatch(/CUI/);
  });
});

describe('requests for the API', () => {
  it('sends typed figures as numbers, the filled years only, the CAEN class before the domain', () => {
    const request = readFiguresRequest(
      form({
        caen: '5610',
        domainId: '9',
        currency: 'EUR',
        countyId: '12',
        ...latest,
        'years.1.turnover': '1 800 000',
        'years.1.netProfit': '-15.000',
        'years.1.employees': '11',
        assets: '500.000',
        debts: '',
        'includes.kind': 'assets_only',
        'includes.realEstate': 'true',
      }),
      YEARS,
    );
    expect(request).toEqual({
      caen: '5610',
      currency: 'EUR',
      years: [
        { year: 2025, turnover: 2_000_000, netProfit: 200_000, employees: 12 },
        { year: 2024, turnover: 1_800_000, netProfit: -15_000, employees: 11 },
      ],
      countyId: 12,
      assets: 500_000,
      includes: { kind: 'assets_only', realEstate: true },
    });
  });

  it('uses the domain when there is no CAEN class, RON by default', () => {
    expect(readFiguresRequest(form({ domainId: '9', countyId: '12', ...latest }), YEARS)).toEqual({
      domainId: 9,
      currency: 'RON',
      years: [{ year: 2025, turnover: 2_000_000, netProfit: 200_000, employees: 12 }],
      countyId: 12,
    });
  });

  it('sends the CUI as typed (the API normalises it)', () => {
    expect(readCuiRequest(form({ cui: 'RO18547290' }))).toEqual({ cui: 'RO18547290' });
    expect(readCuiRequest(form({ cui: '18547290', 'includes.kind': 'assets_only' }))).toEqual({
      cui: '18547290',
      includes: { kind: 'assets_only', realEstate: false },
    });
  });
});

describe('placeEstimateErrors', () => {
  it("puts the API's messages on the form's fields and keeps the rest for above the form", () => {
    const placed = placeEstimateErrors(
      {
        'years.1.netProfit': 'Profitul nu poate depăși cifra de afaceri.',
        years: 'Anii trebuie să fie consecutivi.',
        countyId: 'Alege județul.',
        'includes.kind': 'Alege ce include vânzarea.',
      },
      FIGURE_FIELDS,
    );
    expect(placed.fields).toEqual({
      'years.1.netProfit': 'Profitul nu poate depăși cifra de afaceri.',
      countyId: 'Alege județul.',
      'includes.kind': 'Alege ce include vânzarea.',
    });
    expect(placed.other).toEqual(['Anii trebuie să fie consecutivi.']);
  });
});

describe('placeEstimateErrors for the hidden year fields', () => {
  it('shows a message about a year above the form, since the year is not a visible field', () => {
    expect(placeEstimateErrors({ 'years.0.year': 'Anul nu poate fi în viitor.' }, FIGURE_FIELDS)).toEqual({
      fields: {},
      other: ['Anul nu poate fi în viitor.'],
    });
  });
});
