import { describe, expect, it } from 'vitest';
import { diffListing, displayText } from './listing-diff';

const approved = {
  id: 'l1',
  type: 1,
  slug: 'pensiune',
  title: 'Pensiune cu 12 camere',
  description: '<p>Pensiune în Apuseni.</p>',
  gallery: [{ key: 'a', location: '/a-large.webp', originalName: 'a.jpg', thumbnail: '/a-thumb.webp' }],
  price: 250000,
  county: 16,
  countyName: 'Cluj',
  features: ['rate'],
  featureNames: ['Vânzare în rate'],
  contactName: 'Radu',
  businessType: 1,
  businessTypeName: 'SRL',
  yearlyTurnover: null,
  status: 'approved',
  updatedAt: '2026-01-01T10:00:00.000Z',
};

const field = (diffs: ReturnType<typeof diffListing>, name: string) => diffs.find((diff) => diff.field === name);

describe('diffListing', () => {
  it('marks exactly the fields the revision changes', () => {
    const revision = { ...approved, title: 'Pensiune cu 14 camere', price: 260000, updatedAt: '2026-02-01T10:00:00.000Z' };
    const diffs = diffListing(approved, revision);
    expect(diffs.filter((diff) => diff.changed).map((diff) => diff.field)).toEqual(['title', 'price']);
    expect(field(diffs, 'title')).toMatchObject({ before: 'Pensiune cu 12 camere', after: 'Pensiune cu 14 camere', kind: 'text' });
  });

  it('shows names instead of ids and compares the raw values', () => {
    const revision = { ...approved, county: 12, countyName: 'Brașov', features: [], featureNames: [] };
    const diffs = diffListing(approved, revision);
    expect(field(diffs, 'county')).toMatchObject({ before: 'Cluj', after: 'Brașov', changed: true });
    expect(field(diffs, 'features')).toMatchObject({ before: ['Vânzare în rate'], after: [], changed: true });
    expect(field(diffs, 'businessType')).toMatchObject({ before: 'SRL', changed: false });
    // The derived names are not listed a second time, technical fields never.
    for (const hidden of ['countyName', 'featureNames', 'businessTypeName', 'id', 'slug', 'status', 'updatedAt']) {
      expect(field(diffs, hidden), hidden).toBeUndefined();
    }
  });

  it('compares galleries by image and the description as HTML', () => {
    const revision = {
      ...approved,
      gallery: [...approved.gallery, { key: 'b', location: '/b-large.webp', originalName: 'b.jpg', thumbnail: '/b-thumb.webp' }],
      description: '<p>Pensiune renovată.</p>',
    };
    const diffs = diffListing(approved, revision);
    expect(field(diffs, 'gallery')).toMatchObject({ kind: 'gallery', changed: true });
    expect(field(diffs, 'description')).toMatchObject({ kind: 'html', changed: true });
    // A new thumbnail URL for the same images is not a change.
    const sameImages = { ...approved, gallery: [{ ...approved.gallery[0]!, thumbnail: '/other.webp' }] };
    expect(field(diffListing(approved, sameImages), 'gallery')!.changed).toBe(false);
  });

  it('lists a new listing field by field with nothing marked changed', () => {
    const diffs = diffListing(approved, null);
    expect(diffs.some((diff) => diff.changed)).toBe(false);
    expect(diffs.map((diff) => diff.field).slice(0, 3)).toEqual(['title', 'description', 'gallery']);
    // Empty in both versions: left out.
    expect(field(diffs, 'yearlyTurnover')).toBeUndefined();
  });

  it('treats a field emptied by the revision as a change', () => {
    const diffs = diffListing(approved, { ...approved, contactName: null });
    expect(field(diffs, 'contactName')).toMatchObject({ before: 'Radu', after: null, changed: true });
  });
});

describe('displayText', () => {
  it('writes years without a thousands separator (2019, never 2.019)', () => {
    expect(displayText(2019, 'yearFounded')).toBe('2019');
    expect(displayText(2008, 'manufactureYear')).toBe('2008');
    expect(displayText(2015, 'foundedYear')).toBe('2015');
    // Other numbers keep the Romanian grouping.
    expect(displayText(25000, 'employees')).toBe((25000).toLocaleString('ro-RO'));
  });

  it('formats lists, numbers, booleans and empty values', () => {
    expect(displayText(['a', 'b'])).toBe('a, b');
    expect(displayText(250000)).toBe((250000).toLocaleString('ro-RO'));
    expect(displayText(true)).toBe('Da');
    expect(displayText(null)).toBe('—');
    expect(displayText('')).toBe('—');
  });
});
