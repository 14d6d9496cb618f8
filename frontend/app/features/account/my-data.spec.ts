import { UserType, type SessionUser } from '@contracts/index';
import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { exportStatusText } from './MyDataExport';
import { loadDataExportLink, myDataAction } from './my-data.server';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const TOKEN = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

/** Loader/action arguments for a signed-in user, with a stubbed in-process API (`method path` → answer). */
const args = (path: string, routes: Record<string, StubAnswer>, form?: Record<string, string>) => stubbedArgs(path, routes, { form, signedIn: true });

const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };

describe('the emailed link’s page', () => {
  it('asks the API what the archive is, changing nothing', async () => {
    const ready = { state: 'ready', requestedAt: '2026-12-02T10:00:00.000Z', expiresAt: '2026-12-03T10:05:00.000Z', size: 2048 };
    const { args: loaderArgs, calls } = args(`/cont/datele-mele?token=${TOKEN}`, {
      ...SIGNED_IN,
      [`GET /api/account/data-export/link?token=${TOKEN}`]: { status: 200, body: ready },
    });
    expect(await loadDataExportLink(loaderArgs)).toEqual({ token: TOKEN, link: ready });
    expect(calls.every((call) => call.key.startsWith('GET '))).toBe(true);
  });

  it('says a malformed link is not valid without asking the API, and sends anonymous visitors to sign in', async () => {
    const { args: loaderArgs, calls } = args('/cont/datele-mele?token=scurt', SIGNED_IN);
    expect(await loadDataExportLink(loaderArgs)).toEqual({ token: '', link: { state: 'invalid' } });
    expect(calls.map((call) => call.key)).toEqual(['GET /api/account']);
    const anonymous = args(`/cont/datele-mele?token=${TOKEN}`, {});
    anonymous.args.request = new Request(anonymous.args.url);
    await expect(loadDataExportLink(anonymous.args)).rejects.toMatchObject({ status: 302 });
  });
});

describe('„Descarcă datele mele” on the account page', () => {
  it('asks for the archive and shows the API’s message; other intents are not its own', async () => {
    const requested = {
      export: { state: 'pending', requestedAt: '2026-12-02T10:00:00.000Z', readyAt: null, expiresAt: null, size: null },
      created: true,
      message: 'Pregătim arhiva cu datele tale.',
    };
    const { args: actionArgs, calls } = args(
      '/cont',
      { ...SIGNED_IN, 'POST /api/account/data-export': { status: 202, body: requested } },
      { intent: 'export-data' },
    );
    const answer = await myDataAction(actionArgs, await actionArgs.request.clone().formData());
    expect(answer?.data).toEqual({ intent: 'export-data', ok: true, message: 'Pregătim arhiva cu datele tale.' });
    expect(calls.map((call) => call.key)).toContain('POST /api/account/data-export');
    const other = args('/cont', SIGNED_IN, { intent: 'delete-check' });
    expect(await myDataAction(other.args, await other.args.request.formData())).toBeNull();
  });

  it('says in Romanian when too many archives were asked for', async () => {
    const { args: actionArgs } = args(
      '/cont',
      { ...SIGNED_IN, 'POST /api/account/data-export': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'x' } } } },
      { intent: 'export-data' },
    );
    const answer = await myDataAction(actionArgs, await actionArgs.request.clone().formData());
    expect(answer?.data).toMatchObject({ ok: false, message: expect.stringMatching(/mâine/) });
    expect(answer?.init?.status).toBe(429);
  });

  it('says where the latest archive is', () => {
    expect(exportStatusText(null)).toBeNull();
    expect(exportStatusText({ state: 'pending', requestedAt: '2026-12-02T10:00:00.000Z', readyAt: null, expiresAt: null, size: null })).toMatch(/în pregătire/);
    expect(
      exportStatusText({
        state: 'ready',
        requestedAt: '2026-12-02T10:00:00.000Z',
        readyAt: '2026-12-02T10:01:00.000Z',
        expiresAt: '2026-12-03T10:01:00.000Z',
        size: 10,
      }),
    ).toMatch(/o singură dată, până pe 3 decembrie 2026/);
  });
});
