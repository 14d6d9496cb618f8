import type { County, Locality } from '../../../src/contracts/counties.js';
import { MasterdataService } from '../../../src/modules/masterdata/masterdata.service.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const cedilla = /[şţŞŢ]/;

describe('masterdata', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists "Toate județele" and then the 42 counties in Romanian order, cacheable', async () => {
    const answer = await t.http.get('/api/masterdata/counties').expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const counties = answer.body as County[];
    expect(counties).toHaveLength(43);
    expect(counties[0]).toEqual({ id: 0, name: 'Toate județele', code: '' });
    const idOf = (name: string) => counties.find((county) => county.name === name)?.id;
    expect(idOf('Alba')).toBe(23);
    expect(idOf('Arad')).toBe(13);
    expect(idOf('București')).toBe(41);
    expect(idOf('Cluj')).toBe(16);
    expect(idOf('Ilfov')).toBe(42);
    const names = counties.slice(1).map((county) => county.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ro').compare));
    expect(names.indexOf('Brașov')).toBeLessThan(names.indexOf('Brăila'));
    for (const name of names) expect(name).not.toMatch(cedilla);
  });

  it('answers a county with its normalised localities', async () => {
    const answer = await t.http.get('/api/masterdata/counties/16').expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const { county, localities } = answer.body as { county: County; localities: Locality[] };
    expect(county).toEqual({ id: 16, name: 'Cluj', code: 'CJ' });
    expect(localities.length).toBeGreaterThan(50);
    expect(localities.find((locality) => locality.name === 'Cluj-Napoca')).toMatchObject({ type: 'municipiu', countyId: 16 });
    expect(localities.find((locality) => locality.name === 'Huedin')).toMatchObject({ type: 'oraș' });
    expect(localities.find((locality) => locality.name === 'Florești')).toMatchObject({ type: 'comună' });
    expect(localities.filter((locality) => /^(Comuna|Comună|Oraș|Oraş|Municipiul) /.test(locality.name))).toEqual([]);
    expect(new Set(localities.map((locality) => locality.id)).size).toBe(localities.length);
    expect(new Set(localities.map((locality) => locality.name)).size).toBe(localities.length);
    const names = localities.map((locality) => locality.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ro').compare));
  });

  it('gives each locality its coordinates (the town itself, not its administrative unit)', async () => {
    const { localities } = (await t.http.get('/api/masterdata/counties/16').expect(200)).body as { localities: Locality[] };
    const cluj = localities.find((locality) => locality.name === 'Cluj-Napoca')!;
    expect(cluj.lat).toBeCloseTo(46.77, 1);
    expect(cluj.lng).toBeCloseTo(23.6, 1);
    // 'Cluj-Napoca' (46.76667, 23.6) wins over 'Municipiul Cluj-Napoca' (46.77791, 23.60512).
    expect(cluj).toMatchObject({ lat: 46.76667, lng: 23.6 });
    for (const locality of localities) {
      expect(typeof locality.lat === 'number' || locality.lat === null).toBe(true);
      expect(typeof locality.lng === 'number' || locality.lng === null).toBe(true);
      // Inside Romania's bounding box, at most 5 decimals.
      if (locality.lat === null || locality.lng === null) continue;
      expect(locality.lat).toBeGreaterThan(43.5);
      expect(locality.lat).toBeLessThan(48.4);
      expect(locality.lng).toBeGreaterThan(20.2);
      expect(locality.lng).toBeLessThan(29.8);
      expect(Math.round(locality.lat * 1e5) / 1e5).toBe(locality.lat);
    }
    const masterdata = t.app.get(MasterdataService);
    expect(masterdata.coordinatesOf(16, 'cluj napoca')).toEqual({ latitude: 46.76667, longitude: 23.6 });
    expect(masterdata.coordinatesOf(23, 'Cluj-Napoca')).toEqual({ latitude: null, longitude: null });
    expect(masterdata.coordinatesOf(null, null)).toEqual({ latitude: null, longitude: null });
  });

  it('serves six five-star success stories for the home page', async () => {
    const answer = await t.http.get('/api/masterdata/successStories').expect(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
    const stories = answer.body as { name: string; company: string; city: string; quote: string; rating: number }[];
    expect(stories).toHaveLength(6);
    for (const story of stories) {
      expect(Object.keys(story).sort()).toEqual(['city', 'company', 'name', 'quote', 'rating']);
      expect(story.rating).toBe(5);
      expect(story.quote.length).toBeGreaterThan(40);
      expect(`${story.name} ${story.company} ${story.city} ${story.quote}`).not.toMatch(cedilla);
    }
    expect(new Set(stories.map((story) => story.name)).size).toBe(6);
  });

  it('spells every locality of every county with comma-below ș ț', async () => {
    for (let id = 1; id <= 42; id++) {
      const { county, localities } = (await t.http.get(`/api/masterdata/counties/${id}`).expect(200)).body as { county: County; localities: Locality[] };
      expect(county.id).toBe(id);
      expect(localities.length).toBeGreaterThan(0);
      for (const locality of localities) {
        expect(locality.name).not.toMatch(cedilla);
        expect(locality.countyId).toBe(id);
      }
    }
  });

  it('lists the sectors of București', async () => {
    const { localities } = (await t.http.get('/api/masterdata/counties/41').expect(200)).body as { localities: Locality[] };
    for (let sector = 1; sector <= 6; sector++) {
      expect(localities.find((locality) => locality.name === `Sector ${sector}`)).toMatchObject({ type: 'sector', countyId: 41 });
    }
  });

  it.each(['0', '43', '99', 'abc', '-1', '1.5', '99999999999999999999', '1;DROP TABLE', "1' OR '1'='1", '%00'])(
    'refuses county id %j with 404, never 5xx',
    async (id) => {
      const answer = await t.http.get(`/api/masterdata/counties/${encodeURIComponent(id)}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect(answer.body.error.message).toBe('Județul nu există.');
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('refuses unencoded junk in the path without 5xx', async () => {
    for (const path of ['/api/masterdata/counties/1;DROP', '/api/masterdata/counties/16%', '/api/masterdata/counties/%E0%A4%A']) {
      const answer = await t.http.get(path);
      expect([400, 404]).toContain(answer.status);
    }
  });

  it('matches city names ignoring case, diacritics and their cedilla forms', () => {
    const masterdata = t.app.get(MasterdataService);
    expect(masterdata.isLocalityOf(16, 'Cluj-Napoca')).toBe(true);
    expect(masterdata.isLocalityOf(16, 'cluj napoca')).toBe(true);
    expect(masterdata.isLocalityOf(16, 'Municipiul Cluj-Napoca')).toBe(true);
    expect(masterdata.isLocalityOf(16, 'FLOREŞTI')).toBe(true);
    expect(masterdata.isLocalityOf(16, 'Floresti')).toBe(true);
    expect(masterdata.isLocalityOf(23, 'Cluj-Napoca')).toBe(false);
    expect(masterdata.isLocalityOf(0, 'Cluj-Napoca')).toBe(false);
    expect(masterdata.isLocalityOf(16, '')).toBe(false);
    expect(masterdata.normalizeCity(16, '  florești ')).toBe('Florești');
    expect(masterdata.normalizeCity(41, 'sector 3')).toBe('Sector 3');
    expect(masterdata.normalizeCity(41, 'Bucuresti')).toBe('București');
    expect(masterdata.normalizeCity(16, 'Timișoara')).toBeNull();
    expect(masterdata.normalizeCity(99, 'Florești')).toBeNull();
  });
});
