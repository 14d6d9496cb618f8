import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const fund = (title: string, extra: Record<string, unknown>) => ({ title, fundType: 2, region: 'all', callStatus: 'open', ...extra });

describe('fund calls by beneficiary type and CAEN class; investors by county', () => {
  let t: TestApp;
  let staff: Member;
  let owner: Member;
  const titles = async (query: string) =>
    ((await t.http.get(`/api/fund/list/web?pageSize=20&${query}`).expect(200)).body.docs as { title: string }[]).map((doc) => doc.title).sort();

  beforeAll(async () => {
    t = await startTestApp({ env: { RESPONSE_CACHE_TTL_MS: '0' } });
    staff = await newMember(t, { role: 'admin' });
    owner = await newMember(t);
    const publish = (body: Record<string, unknown>) =>
      t.http
        .post('/api/fund')
        .set(...staff.auth)
        .send(body)
        .expect(201);
    await publish(fund('Apel deschis tuturor', {}));
    await publish(fund('Digitalizare pentru IT', { beneficiaryTypes: ['microintreprindere', 'intreprindere-mica'], caenCodes: ['J', '7112'] }));
    await publish(fund('Programare software', { beneficiaryTypes: ['startup'], caenCodes: '6201, 6202' }));
    await publish(fund('Tineri fermieri', { beneficiaryTypes: ['fermier', 'persoana-fizica'], caenCodes: ['A'] }));
    await publish(fund('Turism rural', { caenCodes: ['5510', '5520'] }));
    await publish(fund('Industrie alimentară', { beneficiaryTypes: ['intreprindere-mijlocie'], caenCodes: ['10'] }));
  });
  afterAll(() => t.close());

  it('lists the calls open to a beneficiary type (a call naming none is open to all)', async () => {
    expect(await titles('beneficiary=startup')).toEqual(['Apel deschis tuturor', 'Programare software', 'Turism rural']);
    expect(await titles('beneficiary=intreprindere-mica')).toEqual(['Apel deschis tuturor', 'Digitalizare pentru IT', 'Turism rural']);
    expect(await titles('beneficiary=ong')).toEqual(['Apel deschis tuturor', 'Turism rural']);
    const bad = await t.http.get('/api/fund/list/web?beneficiary=extraterestru').expect(400);
    expect(bad.body.error.details).toContainEqual({ field: 'beneficiary', message: 'Tipul de beneficiar nu este valid.' });
  });

  it('lists the calls open to a CAEN class by its section, division, group or the class itself', async () => {
    // 6201 is in section J: the IT call (J) and the software call (6201).
    expect(await titles('caen=6201')).toEqual(['Apel deschis tuturor', 'Digitalizare pentru IT', 'Programare software']);
    expect(await titles('caen=6209')).toEqual(['Apel deschis tuturor', 'Digitalizare pentru IT']);
    expect(await titles('caen=0111')).toEqual(['Apel deschis tuturor', 'Tineri fermieri']);
    expect(await titles('caen=5510')).toEqual(['Apel deschis tuturor', 'Turism rural']);
    expect(await titles('caen=1071')).toEqual(['Apel deschis tuturor', 'Industrie alimentară']);
    expect(await titles('caen=7112')).toEqual(['Apel deschis tuturor', 'Digitalizare pentru IT']);
    // Both filters together, and with the region and status filters.
    expect(await titles('caen=6201&beneficiary=startup&region=centru&callStatus=open')).toEqual(['Apel deschis tuturor', 'Programare software']);
    for (const caen of ['9999', 'J', '62', 'abc']) {
      const bad = await t.http.get(`/api/fund/list/web?caen=${caen}`).expect(400);
      expect(bad.body.error.details[0].field).toBe('caen');
    }
  });

  it('shows the eligibility with its names and refuses unknown values', async () => {
    const [shown] = (await t.http.get('/api/fund/list/web?q=Tineri%20fermieri').expect(200)).body.docs;
    expect(shown).toMatchObject({
      beneficiaryTypes: ['fermier', 'persoana-fizica'],
      beneficiaryTypeNames: ['Fermier / exploatație agricolă', 'Persoană fizică'],
      caenCodes: ['A'],
    });
    const [open] = (await t.http.get('/api/fund/list/web?q=deschis%20tuturor').expect(200)).body.docs;
    expect(open).toMatchObject({ beneficiaryTypes: [], beneficiaryTypeNames: [], caenCodes: [] });
    const bad = await t.http
      .post('/api/fund')
      .set(...staff.auth)
      .send(fund('Apel cu valori greșite', { beneficiaryTypes: ['marțian'], caenCodes: ['6201', '9999'] }))
      .expect(400);
    expect(bad.body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'beneficiaryTypes', message: 'Tipul de beneficiar nu este valid.' },
        { field: 'caenCodes', message: 'Codul CAEN 9999 nu există în CAEN Rev. 2.' },
      ]),
    );
  });

  it('keeps an edited call’s lists and empties them on request', async () => {
    const created = await t.http
      .post('/api/fund')
      .set(...staff.auth)
      .send(fund('Apel de editat pentru test', { beneficiaryTypes: ['ong'], caenCodes: ['S'] }))
      .expect(201);
    const id = created.body.id as string;
    const renamed = await t.http
      .put('/api/fund')
      .set(...staff.auth)
      .send({ id, title: 'Apel editat pentru test' })
      .expect(200);
    expect(renamed.body).toMatchObject({ beneficiaryTypes: ['ong'], caenCodes: ['S'] });
    const emptied = await t.http
      .put('/api/fund')
      .set(...staff.auth)
      .send({ id, beneficiaryTypes: [], caenCodes: null })
      .expect(200);
    expect(emptied.body).toMatchObject({ beneficiaryTypes: [], caenCodes: [] });
  });

  it('keeps an investor profile’s target counties, named', async () => {
    const created = await t.http
      .post('/api/investor')
      .set(...owner.auth)
      .send({ title: 'Investitor în Cluj și București', domain: [14], investorKind: 'angel', targetCounties: '16,41' })
      .expect(201);
    expect(created.body).toMatchObject({ targetCounties: [16, 41], targetCountyNames: ['Cluj', 'București'] });
    const read = await t.http
      .get(`/api/investor/id/${created.body.id}`)
      .set(...owner.auth)
      .expect(200);
    expect(read.body.targetCounties).toEqual([16, 41]);
    const everywhere = await t.http
      .post('/api/investor')
      .set(...owner.auth)
      .send({ title: 'Investitor în toată țara', domain: [14], investorKind: 'fund' })
      .expect(201);
    expect(everywhere.body).toMatchObject({ targetCounties: [], targetCountyNames: [] });
    const bad = await t.http
      .post('/api/investor')
      .set(...owner.auth)
      .send({ title: 'Investitor cu județ greșit', domain: [14], investorKind: 'fund', targetCounties: [16, 43] })
      .expect(400);
    expect(bad.body.error.details).toContainEqual({ field: 'targetCounties', message: 'Județul nu este valid.' });
  });
});
