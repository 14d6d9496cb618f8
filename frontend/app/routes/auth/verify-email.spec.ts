import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { action, headers, loader } from './verify-email';

const TOKEN = 'a'.repeat(43);
const VERIFY = 'POST /api/auth/verifyEmail';

/** The confirmation email's link: mail scanners open links, so only the page's button confirms. */
describe('the email confirmation link', () => {
  it('its page, whose URL carries the token, is never kept by the page cache', () => {
    expect(headers()).toEqual({ 'Cache-Control': 'no-store' });
  });

  it('opening it asks the API nothing', async () => {
    const { args, calls } = stubbedArgs(`/auth/verifica-email?token=${TOKEN}`, { [VERIFY]: { status: 200, body: { ok: true } } });
    expect(await loader(args as never)).toEqual({ token: TOKEN });
    expect(calls).toEqual([]);
  });

  it('its button confirms the address once, and a refused token is said in Romanian', async () => {
    const confirmed = stubbedArgs('/auth/verifica-email', { [VERIFY]: { status: 200, body: { ok: true } } }, { form: { token: TOKEN } });
    const answer = (await action(confirmed.args as never)) as unknown as { data: unknown };
    expect(answer.data).toEqual({ ok: true });
    expect(confirmed.calls).toEqual([{ key: VERIFY, body: { token: TOKEN } }]);

    const refused = stubbedArgs(
      '/auth/verifica-email',
      { [VERIFY]: { status: 400, body: { error: { code: 'AUTH_VERIFY_TOKEN_INVALID', message: 'x' } } } },
      { form: { token: TOKEN } },
    );
    const refusal = (await action(refused.args as never)) as unknown as { data: { ok: boolean; message: string }; init: { status: number } };
    expect(refusal.data.ok).toBe(false);
    expect(refusal.data.message).toMatch(/^Linkul de confirmare nu mai este valabil/);
    expect(refusal.init.status).toBe(400);
  });
});
