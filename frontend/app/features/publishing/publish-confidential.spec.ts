import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { containsCompanyName, PUBLISH_FORMS } from './publish-forms';
import { arrangeGallery, emptyValues, toPayload, validateAll, validateStep, valuesOfListing, type PublishValues } from './publish-rules';
import { PublishPreview } from './PublishPreview';

const company = PUBLISH_FORMS.company;
const investment = PUBLISH_FORMS.investment;
const TEASER = 'Afacere profitabilă în HoReCa, cu clienți fideli și echipă stabilă, în centrul orașului.';
const key = (n: number) => `a1b2c3d4-0000-4000-8000-00000000000${n}`;
const gallery = [
  { key: key(1), location: '/x-large.webp', originalName: '1.png' },
  { key: key(2), location: '/y-large.webp', originalName: '2.png', private: true },
];

function confidentialCompany(overrides: PublishValues = {}): PublishValues {
  return {
    ...emptyValues(company, { name: 'Radu Marinescu', phone: '0740 123 456' }),
    title: 'Cafenea de specialitate în Cluj',
    domain: ['9'],
    description: 'Cafeneaua Boabe Bune SRL, cu clienți fideli.',
    county: '16',
    city: 'Cluj-Napoca',
    confidential: 'on',
    teaser: TEASER,
    companyName: 'Boabe Bune SRL',
    publicFigures: ['yearlyTurnover'],
    yearlyTurnover: '400.000',
    yearlyProfit: '80.000',
    ...overrides,
  };
}

describe('confidential listings in the publishing form', () => {
  it('offers the choice, the teaser, the company name and the public figures to the company and investment families only', () => {
    const names = (form: typeof company) => form.steps[0]!.fields.map((field) => field.name);
    expect(names(company)).toEqual(expect.arrayContaining(['confidential', 'teaser', 'companyName', 'publicFigures']));
    expect(names(investment)).toEqual(expect.arrayContaining(['confidential', 'teaser', 'companyName', 'publicFigures']));
    expect(names(PUBLISH_FORMS.service)).not.toContain('confidential');
    expect(names(PUBLISH_FORMS.investor)).not.toContain('confidential');
    const figures = (form: typeof company) => form.steps[0]!.fields.find((field) => field.name === 'publicFigures')!.options!.map((option) => option.id);
    expect(figures(company)).toEqual(['yearlyTurnover', 'yearlyProfit', 'employees', 'yearFounded']);
    expect(figures(investment)).toEqual(['equityOfferedPercent', 'expectedReturn']);
  });

  it('requires the teaser (30–3000 characters) and the company name only when the listing is confidential', () => {
    expect(validateStep(company, 0, confidentialCompany())).toEqual({});
    expect(validateStep(company, 0, confidentialCompany({ teaser: '', companyName: '' }))).toEqual({
      teaser: 'Scrie descrierea publică a anunțului confidențial.',
      companyName: 'Completează denumirea firmei: o văd doar cumpărătorii aprobați.',
    });
    expect(validateStep(company, 0, confidentialCompany({ teaser: 'Prea scurt.' })).teaser).toBe(
      'Scrie descrierea publică a anunțului confidențial (cel puțin 30 de caractere).',
    );
    expect(validateStep(company, 0, confidentialCompany({ teaser: 'x'.repeat(3001) })).teaser).toBe(
      'Descrierea publică poate avea cel mult 3.000 de caractere.',
    );
    // Not confidential: the same empty fields are no error.
    expect(validateStep(company, 0, confidentialCompany({ confidential: '', teaser: '', companyName: '' }))).toEqual({});
  });

  it('refuses a title or a teaser that gives the company name away (diacritics, case and legal form aside)', () => {
    expect(containsCompanyName('Vând Boabe Bune în Cluj', 'Boabe Bune SRL')).toBe(true);
    expect(containsCompanyName('Vând cafeneaua ȚĂRĂNEASCĂ', 'Tărănească S.R.L.')).toBe(true);
    expect(containsCompanyName('Boabe bunelor', 'Boabe Bune SRL')).toBe(false);
    expect(validateStep(company, 0, confidentialCompany({ title: 'Cafeneaua Boabe Bune din Cluj' })).title).toBe(
      'Titlul nu poate conține denumirea firmei: anunțul este confidențial.',
    );
    expect(validateStep(company, 0, confidentialCompany({ teaser: `${TEASER} Firma: boabe bune.` })).teaser).toBe(
      'Descrierea publică nu poate conține denumirea firmei.',
    );
    // A listing that is not confidential may name the company.
    expect(validateStep(company, 0, confidentialCompany({ confidential: '', title: 'Cafeneaua Boabe Bune din Cluj' }))).toEqual({});
    expect(
      validateAll(investment, {
        ...emptyValues(investment),
        title: 'Parteneriat cu Ferma Verde',
        investmentKind: 'equity',
        domain: ['1'],
        confidential: 'on',
        teaser: TEASER,
        companyName: 'Ferma Verde',
      }).errors.title,
    ).toBe('Titlul nu poate conține denumirea firmei: anunțul este confidențial.');
  });

  it('sends the flag, the teaser, the company name, the public figures and the private pictures to the API', () => {
    const body = toPayload(company, confidentialCompany(), gallery);
    expect(body).toMatchObject({
      confidential: true,
      teaser: TEASER,
      companyName: 'Boabe Bune SRL',
      publicFigures: ['yearlyTurnover'],
      gallery: [key(1), key(2)],
      privateGallery: [key(2)],
    });
    // Not confidential: no private picture.
    expect(toPayload(company, confidentialCompany({ confidential: '' }), gallery)).toMatchObject({ confidential: false, privateGallery: [] });
    expect(toPayload(PUBLISH_FORMS.service, emptyValues(PUBLISH_FORMS.service), gallery)).not.toHaveProperty('privateGallery');
  });

  it('takes the „Privată” boxes of the photo step as the private pictures, with or without scripts', () => {
    const form = new FormData();
    form.append('privatePhoto', key(1));
    const arranged = arrangeGallery(gallery, form);
    expect(arranged.map((image) => [image.key, image.private ?? false])).toEqual([
      [key(1), true],
      [key(2), false],
    ]);
  });

  it('fills the form of a saved confidential listing', () => {
    const listing = testListing(ListingType.Company, {
      confidential: true,
      teaser: `<p>${TEASER}</p>`,
      companyName: 'Boabe Bune SRL',
      publicFigures: ['employees'],
    });
    expect(valuesOfListing(company, listing)).toMatchObject({
      confidential: 'on',
      teaser: TEASER,
      companyName: 'Boabe Bune SRL',
      publicFigures: ['employees'],
    });
    expect(valuesOfListing(company, testListing(ListingType.Company, {})).confidential).toBe('');
  });

  it('previews a confidential listing as visitors will see it: teaser, no locality, only the public figures and pictures', () => {
    const html = renderToStaticMarkup(createElement(PublishPreview, { form: company, values: confidentialCompany(), gallery }));
    expect(html).toContain('Anunț confidențial');
    expect(html).toContain(TEASER);
    expect(html).not.toContain('Cafeneaua Boabe Bune SRL, cu clienți fideli.');
    expect(html).not.toContain('Cluj-Napoca');
    expect(html).toContain('/x-large.webp');
    expect(html).not.toContain('/y-large.webp');
    expect(html).toContain('400.000');
    expect(html).not.toContain('80.000');
    // The owner is told what approved buyers will also see.
    expect(html).toContain('<strong>Boabe Bune SRL</strong>');
    expect(html).toContain('fotografia privată');
  });
});
