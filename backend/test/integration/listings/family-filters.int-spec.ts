import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const fund = (title: string, extra: Record<string, unknown>) => ({ title, fundType: 2, region: 'nord-vest', callStatus: 'open', ...extra });

describe('family-specific lists: funds, news, investors', () => {
  let t: TestApp;
  let staff: Member;
  let owner: Member;
  const titles = async (url: string) => ((await t.http.get(url).expect(200)).body.docs as { title: string }[]).map((doc) => doc.title);

  beforeAll(async () => {
    t = await startTestApp({ env: { RESPONSE_CACHE_TTL_MS: '0' } });
    staff = await newMember(t, { role: 'admin' });
    owner = await newMember(t);
    const publish = (path: string, body: Record<string, unknown>) =>
      t.http
        .post(`/api/${path}`)
        .set(...staff.auth)
        .send(body)
        .expect(201);
    await publish('fund', fund('Start-up Nation 2027', { deadline: '2027-06-30', region: 'all', fundType: 1 }));
    await publish('fund', fund('Digitalizare IMM Nord-Vest', { deadline: '2027-02-15' }));
    await publish('fund', fund('Agricultură tineri fermieri', { deadline: '2026-12-31', callStatus: 'upcoming', region: 'centru' }));
    await publish('fund', fund('Apel închis pentru turism', { deadline: '2026-01-31', callStatus: 'closed', region: 'sud-est' }));
    await publish('news', { title: 'Parteneriat cu Camera de Comerț', features: ['parteneriat'] });
    await publish('news', { title: 'Noi apeluri de finanțare în 2027', features: ['finantari'] });
  });
  afterAll(() => t.close());

  it('filters fund calls by status and region (a call for all regions matches every region)', async () => {
    expect((await titles('/api/fund/list/web?callStatus=open&pageSize=10')).sort()).toEqual(['Digitalizare IMM Nord-Vest', 'Start-up Nation 2027']);
    expect((await titles('/api/fund/list/web?region=centru&pageSize=10')).sort()).toEqual(['Agricultură tineri fermieri', 'Start-up Nation 2027']);
    expect(await titles('/api/fund/list/web?category=1')).toEqual(['Start-up Nation 2027']);
    await t.http.get('/api/fund/list/web?callStatus=maybe').expect(400);
    await t.http.get('/api/fund/list/web?region=atlantida').expect(400);
    // Company lists do not take fund filters.
    await t.http.get('/api/company/list/web?callStatus=open').expect(400);
  });

  it('sorts calls by deadline and the newest list leaves closed calls out', async () => {
    expect(await titles('/api/fund/list/web?sort=deadline&pageSize=10')).toEqual([
      'Apel închis pentru turism',
      'Agricultură tineri fermieri',
      'Digitalizare IMM Nord-Vest',
      'Start-up Nation 2027',
    ]);
    const newest = await titles('/api/fund/list/web-new?pageSize=10');
    expect(newest).toHaveLength(3);
    expect(newest).not.toContain('Apel închis pentru turism');
    const shown = (await t.http.get('/api/fund/list/web?callStatus=open&sort=deadline').expect(200)).body.docs[0];
    expect(shown).toMatchObject({
      fundTypeName: 'Fonduri europene',
      regionName: 'Nord-Vest',
      callStatusName: 'Apel deschis',
      categoryName: 'Fonduri europene',
      deadline: '2027-02-15',
    });
  });

  it('refuses a grant range upside down and a fund from a user', async () => {
    const bad = await t.http
      .post('/api/fund')
      .set(...staff.auth)
      .send(fund('Apel cu sume inversate', { grantMin: 50000, grantMax: 1000 }))
      .expect(400);
    expect(bad.body.error.details).toContainEqual({ field: 'grantMin', message: 'Suma minimă nu poate depăși suma maximă.' });
    await t.http
      .post('/api/fund')
      .set(...staff.auth)
      .send({ title: 'Apel fără tip de fond' })
      .expect(400);
    await t.http
      .post('/api/fund')
      .set(...owner.auth)
      .send(fund('Apel propus de un utilizator', {}))
      .expect(403);
  });

  it('lists partnership news by tag', async () => {
    expect(await titles('/api/news/list/web?tag=parteneriat')).toEqual(['Parteneriat cu Camera de Comerț']);
    const article = (await t.http.get('/api/news/list/web?tag=parteneriat').expect(200)).body.docs[0];
    expect(article.tags).toEqual(['parteneriat']);
    await t.http.get('/api/news/list/web?tag=<b>').expect(400);
  });

  it('names investor interests and refuses a ticket range upside down', async () => {
    const created = await t.http
      .post('/api/investor')
      .set(...owner.auth)
      .send({ title: 'Investitor în HoReCa și turism', domain: '10,21', investorKind: 'private', ticketMin: 10000, ticketMax: 90000 })
      .expect(201);
    expect(created.body).toMatchObject({
      interests: [10, 21],
      interestNames: ['HoReCa', 'Turism'],
      domainName: 'HoReCa, Turism',
      investorKindName: 'Investitor privat',
    });
    const bad = await t.http
      .post('/api/investor')
      .set(...owner.auth)
      .send({ title: 'Investitor cu tichete inversate', domain: [1], investorKind: 'angel', ticketMin: 9, ticketMax: 1 })
      .expect(400);
    expect(bad.body.error.details).toContainEqual({ field: 'ticketMin', message: 'Tichetul minim nu poate depăși tichetul maxim.' });
    await t.http
      .put('/api/investor')
      .set(...owner.auth)
      .send({ id: 'nu-e-uuid', title: 'Titlu nou de test' })
      .expect(400);
  });
});
