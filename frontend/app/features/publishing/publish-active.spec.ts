import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { breadcrumbOf } from '~/features/listings/detail/detail-view';
import { FAMILIES } from '~/features/listings/families';
import { LISTING_CHOICES } from '~/features/listings/listing-choices';
import { ASSET_CATEGORIES } from './publish-form-active';
import { fieldsOf, PUBLISH_FORMS, PUBLISH_PATHS, stepOfField } from './publish-forms';
import { emptyValues, mapApiErrors, previewListing, toPayload, validateAll, validateStep, valuesOfListing, type PublishValues } from './publish-rules';

const active = PUBLISH_FORMS.active;

function assetValues(overrides: PublishValues = {}): PublishValues {
  return {
    ...emptyValues(active, { name: 'Radu Marinescu', phone: '0740 123 456' }),
    title: 'Hală industrială 800 mp lângă Cluj',
    category: 'imobiliare',
    description: 'Hală cu pod rulant.\n\nAcces TIR.',
    county: '16',
    city: 'Cluj-Napoca',
    ...overrides,
  };
}

const field = (name: string) => fieldsOf(active).find((item) => item.name === name)!;

describe('the assets form (/adauga-active)', () => {
  it('is reached from the add-listing choices and edits at /adauga-active?id=', () => {
    expect(LISTING_CHOICES.find((choice) => choice.id === 'active')).toMatchObject({ title: 'Vând active', to: '/adauga-active' });
    expect(LISTING_CHOICES.map((choice) => choice.id)).toEqual(['company', 'active', 'service', 'investor', 'partner']);
    expect(PUBLISH_PATHS.active).toBe('/adauga-active');
    // „Anunțurile mele” builds its edit link from the family's form.
    expect(FAMILIES.active.addPath).toBe('/adauga-active');
  });

  it('offers the six categories (not „Toate categoriile”) and the five features of the spec, and no confidential part', () => {
    expect(field('category').options!.map((item) => item.id)).toEqual([
      'utilaje-auto',
      'imobiliare',
      'spatii-comerciale',
      'terenuri-si-paduri',
      'linii-productie',
      'financiare',
    ]);
    expect(ASSET_CATEGORIES).toHaveLength(6);
    expect(field('features').options!.map((item) => item.id)).toEqual(['instalment-sale', 'gas', 'electricity', 'water', 'sewage']);
    const names = fieldsOf(active).map((item) => item.name);
    expect(names).toEqual(
      expect.arrayContaining(['title', 'category', 'description', 'price', 'currency', 'features', 'county', 'city', 'contactName', 'contactPhone']),
    );
    expect(names).not.toContain('domain');
    for (const name of ['confidential', 'teaser', 'companyName', 'publicFigures']) expect(names).not.toContain(name);
    expect(active.privateDocuments).toBeFalsy();
    expect(stepOfField(active, 'category')).toBe(0);
    expect(stepOfField(active, 'surfaceSqm')).toBe(1);
    expect(stepOfField(active, 'gallery')).toBe(3);
  });

  it('refuses, in Romanian, what the API refuses', () => {
    expect(validateStep(active, 0, emptyValues(active))).toEqual({
      title: 'Câmpul este obligatoriu.',
      category: 'Alege categoria.',
      description: 'Câmpul este obligatoriu.',
    });
    expect(validateStep(active, 0, assetValues({ title: 'Hală', category: 'all' }))).toEqual({
      title: 'Titlul trebuie să aibă cel puțin 5 caractere.',
      category: 'Valoarea aleasă nu există în listă.',
    });
    const nextYear = String(new Date().getFullYear() + 1);
    expect(
      validateStep(
        active,
        1,
        assetValues({ price: '-5', surfaceSqm: 'mare', manufactureYear: nextYear, fuel: '9', features: ['piscina'], condition: 'x'.repeat(41) }),
      ),
    ).toEqual({
      price: 'Prețul nu poate fi negativ.',
      surfaceSqm: 'Valoarea trebuie să fie o sumă cu cel mult două zecimale.',
      manufactureYear: 'Anul nu poate fi în viitor.',
      fuel: 'Valoarea aleasă nu există în listă.',
      features: 'Valoarea aleasă nu există în listă.',
      condition: 'Maximum 40 caractere.',
    });
    expect(validateStep(active, 1, assetValues({ manufactureYear: '1850' })).manufactureYear).toBe('Anul nu poate fi înainte de 1900.');
    expect(validateStep(active, 2, assetValues({ county: '' }))).toEqual({ county: 'Alege un județ.' });
    expect(validateAll(active, assetValues()).step).toBe(-1);
  });

  it('sends the API the asset’s fields, typed, without a domain or confidential fields', () => {
    const values = assetValues({ price: '320.000', surfaceSqm: '800,5', propertyType: '1', manufactureYear: '', fuel: '2', features: ['gas', 'water'] });
    const body = toPayload(active, values, [{ key: 'uploads/abc12345', location: '/u/abc12345.webp', originalName: 'hala.jpg' }]);
    expect(body).toMatchObject({
      title: 'Hală industrială 800 mp lângă Cluj',
      category: 'imobiliare',
      price: 320000,
      currency: 'EUR',
      surfaceSqm: 800.5,
      propertyType: 1,
      manufactureYear: null,
      fuel: 2,
      pollutionClass: null,
      features: ['gas', 'water'],
      county: 16,
      city: 'Cluj-Napoca',
      contactName: 'Radu Marinescu',
      contactPhone: '0740 123 456',
      gallery: ['uploads/abc12345'],
    });
    for (const key of ['domain', 'confidential', 'privateGallery', 'documents']) expect(body).not.toHaveProperty(key);
  });

  it('fills the form from a saved asset (edit) and puts the API’s category message on the first step', () => {
    const saved = testListing(ListingType.Active, {
      category: 'terenuri-si-paduri',
      features: ['electricity'],
      surfaceSqm: 2000,
      price: 45000,
      description: '<p>Teren intravilan.</p>',
    });
    expect(valuesOfListing(active, saved)).toMatchObject({
      category: 'terenuri-si-paduri',
      features: ['electricity'],
      surfaceSqm: '2000',
      price: '45000',
      description: 'Teren intravilan.',
    });
    expect(mapApiErrors(active, { category: 'Alege categoria.' })).toEqual({ errors: { category: 'Alege categoria.' }, step: 0, other: [] });
  });

  it('previews the category and the features as the detail page names them', () => {
    const preview = previewListing(active, assetValues({ features: ['gas', 'instalment-sale'], fuel: '2' }), []);
    expect(preview).toMatchObject({
      type: ListingType.Active,
      category: 'imobiliare',
      categoryName: 'Imobiliare',
      featureNames: ['Gaz', 'Vânzare în rate'],
      fuelName: 'Diesel',
    });
    expect(breadcrumbOf(preview, FAMILIES.active).map((crumb) => crumb.path)).toContain('/active/imobiliare');
  });
});
