import { startAnafCompanyStandIn, type AnafCompanyStandIn } from '../../support/anaf-company-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { validCui } from './cuis.js';

const registry = (anaf: AnafCompanyStandIn) => anaf.requests.filter((request) => request.path === '/api/PlatitorTvaRest/v9/tva');
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - times[index]);
const TURN_MS = 1000;
/**
 * Turns start a second apart; a request reaches the stand-in some ms after its turn, up to a few
 * hundred on a loaded machine, so two arrivals may come closer than their turns did. Without the
 * bound, requests made at once arrive within a few ms of each other.
 */
const JITTER_MS = 350;

/** Arrivals at the stand-in that a second between turns explains: each gap near a second, the whole run (n − 1) seconds long. */
function expectSpaced(times: number[]): void {
  const message = `gaps ${gaps(times).join(', ')} ms`;
  for (const gap of gaps(times)) expect(gap, message).toBeGreaterThanOrEqual(TURN_MS - JITTER_MS);
  if (times.length > 1) expect(times[times.length - 1]! - times[0]!, message).toBeGreaterThanOrEqual((times.length - 1) * TURN_MS - JITTER_MS);
}

/**
 * At most one request a second to each ANAF service, for every process of a deployment together
 * (the turns live in Redis), and a lookup whose turn is too far away answers "unavailable" instead
 * of holding up its form.
 */
describe('the bound on requests to ANAF, shared by the processes', () => {
  let anaf: AnafCompanyStandIn;
  let first: TestApp;
  let second: TestApp;
  let member: Member;

  beforeAll(async () => {
    anaf = await startAnafCompanyStandIn();
    const env = { ...anaf.env, ANAF_MIN_INTERVAL_MS: '1000', ANAF_MAX_WAIT_MS: '3500', ANAF_TIMEOUT_MS: '2000' };
    first = await startTestApp({ redis: true, env });
    second = await startTestApp({
      sameDatabaseAs: first,
      env: { ...env, ROLE: 'web', REDIS_URL: first.config.redis!.url, REDIS_PREFIX: first.config.redis!.prefix },
    });
    member = await newMember(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await anaf?.close();
  });
  beforeEach(() => anaf.reset());

  it('spaces the requests of lookups of different CUIs, made through two processes, a second apart', async () => {
    const cuis = [11_111_111, 22_222_222, 33_333_333, 44_444_444].map(validCui);
    const answers = await Promise.all(cuis.map((cui, index) => (index % 2 ? second : first).http.get(`/api/company-data/${cui}`).set(...member.auth)));
    expect(answers.map((answer) => answer.body.status)).toEqual(['not_found', 'not_found', 'not_found', 'not_found']);
    const times = registry(anaf).map((request) => request.at);
    expect(times).toHaveLength(4);
    expectSpaced(times);
  });

  it('answers unavailable, without asking, once the wait for a turn would pass the longest wait', async () => {
    const cuis = [55_555_555, 66_666_666, 77_777_777, 88_888_888, 99_999_999, 12_121_212].map(validCui);
    // The previous test's last turn keeps the next second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const started = Date.now();
    const answers = await Promise.all(cuis.map((cui, index) => (index % 2 ? second : first).http.get(`/api/company-data/${cui}`).set(...member.auth)));
    const statuses = answers.map((answer) => answer.body.status);
    // Turns at 0, 1, 2 and 3 s fit a 3.5 s wait; the other two would wait longer.
    expect(statuses.filter((status) => status === 'not_found')).toHaveLength(4);
    expect(statuses.filter((status) => status === 'unavailable')).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(6000);
    expect(registry(anaf)).toHaveLength(4);
    expectSpaced(registry(anaf).map((request) => request.at));
  });

  it('lookups of one CUI through both processes at the same time make one request', async () => {
    const cui = validCui(31_313_131);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const answers = await Promise.all([first, second, first, second].map((app) => app.http.get(`/api/company-data/${cui}`).set(...member.auth)));
    expect(answers.map((answer) => answer.body.status)).toEqual(['not_found', 'not_found', 'not_found', 'not_found']);
    expect(registry(anaf)).toHaveLength(1);
  });

  it('a lookup through the second process answers from the cache the first filled', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const known = await first.http.get('/api/company-data/18547290').set(...member.auth);
    expect(known.body.status).toBe('found');
    const requests = anaf.requests.length;
    const balance = anaf.requests.filter((request) => request.path === '/bilant').map((request) => request.at);
    expectSpaced(balance);
    const again = await second.http.get('/api/company-data/18547290').set(...member.auth);
    expect(again.body).toEqual(known.body);
    expect(anaf.requests).toHaveLength(requests);
  });
});
