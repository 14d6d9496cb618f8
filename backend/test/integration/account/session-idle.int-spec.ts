import { Clock } from '../../../src/core/clock/clock.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('session idle timeout', () => {
  let t: TestApp;
  let now: Date;
  const at = (offsetMs: number) => {
    now = new Date(start + offsetMs);
  };
  let start: number;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => {
    start = Date.now();
    now = new Date(start);
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  const me = (member: Member) => t.http.get('/api/account').set(...member.auth);
  const lastSeen = async (member: Member): Promise<Date> => {
    const [row] = await t.dataSource.query(`SELECT last_seen_at FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1`, [
      member.id,
    ]);
    return new Date(row.last_seen_at);
  };

  it('signs a visitor out after 7 days without use; public routes then treat the token as anonymous', async () => {
    const visitor = await newMember(t);
    at(7 * DAY - HOUR);
    expect((await me(visitor)).status).toBe(200);
    // Used just now: another 7 days from here.
    at(14 * DAY - 2 * HOUR);
    expect((await me(visitor)).status).toBe(200);
    at(21 * DAY);
    const idle = await me(visitor);
    expect(idle.status).toBe(401);
    expect(idle.body.error.code).toBe('UNAUTHENTICATED');
    // A public route with the stale credentials answers as to an anonymous visitor.
    expect((await t.http.get('/api/push/public-key').set(...visitor.auth)).status).toBe(200);
  });

  it('keeps an active visitor signed in, but not past the absolute lifetime', async () => {
    const visitor = await newMember(t);
    for (let day = 6; day < 30; day += 6) {
      at(day * DAY);
      expect((await me(visitor)).status).toBe(200);
    }
    at(t.config.jwt.sessionTtlSeconds * 1000 + MINUTE);
    expect((await me(visitor)).status).toBe(401);
  });

  it('signs staff out after 12 hours without use', async () => {
    const moderator = await newMember(t, { role: 'moderator' });
    at(11 * HOUR);
    expect((await me(moderator)).status).toBe(200);
    at(22 * HOUR);
    expect((await me(moderator)).status).toBe(200);
    at(34 * HOUR + MINUTE);
    expect((await me(moderator)).status).toBe(401);
    // A visitor idle as long is still signed in.
    const visitor = await newMember(t);
    at(34 * HOUR + 2 * MINUTE);
    expect((await me(visitor)).status).toBe(200);
  });

  it('writes the last use at most once a minute', async () => {
    const visitor = await newMember(t);
    at(2 * MINUTE);
    await me(visitor);
    const first = await lastSeen(visitor);
    expect(first.getTime()).toBe(start + 2 * MINUTE);
    at(2 * MINUTE + 30 * 1000);
    await me(visitor);
    expect((await lastSeen(visitor)).getTime()).toBe(first.getTime());
    at(3 * MINUTE + 30 * 1000);
    await me(visitor);
    expect((await lastSeen(visitor)).getTime()).toBe(start + 3 * MINUTE + 30 * 1000);
  });
});
