import { UserRepository } from '../../../src/modules/account/user.repository.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * A page's server rendering calls the API several times at once with one session: those calls share
 * one read of the session, and nothing of it is kept afterwards (a revoked session is refused next).
 */
describe('session reads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  it('reads a session once for the requests that arrive while it is being read, and again for a later one', async () => {
    const member = await newMember(t);
    const repository = t.app.get(UserRepository);
    const original = repository.findPrincipal.bind(repository);
    // A slow read, so that every request below arrives while it runs.
    const reads = vi.spyOn(repository, 'findPrincipal').mockImplementation(async (...args) => {
      await new Promise((done) => setTimeout(done, 300));
      return original(...args);
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.http.get('/api/favorite/count').set(...member.auth)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(reads).toHaveBeenCalledTimes(1);

    expect((await t.http.get('/api/favorite/count').set(...member.auth)).status).toBe(200);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('refuses a signed-out session on the next request: nothing is kept between requests', async () => {
    const member = await newMember(t);
    expect((await t.http.get('/api/account').set(...member.auth)).status).toBe(200);
    expect((await t.http.post('/api/auth/logout').set(...member.auth)).status).toBeLessThan(300);
    expect((await t.http.get('/api/account').set(...member.auth)).status).toBe(401);
  });
});
