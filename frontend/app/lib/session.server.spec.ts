import { RouterContextProvider } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { apiFetchContext, type ApiFetch } from './api-context';
import { getSessionUser, redirectSignedInUser, requireLegalEntity, requireUser } from './session.server';

const individual: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};

/** Loader arguments with a stubbed in-process API; records what the loader asked. */
function args(path: string, answer: { status: number; body: unknown }, cookie: string | null = 'auth_token=abc') {
  const calls: { path: string; headers: Headers }[] = [];
  const apiFetch: ApiFetch = async (apiPath, init) => {
    calls.push({ path: apiPath, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return { calls, loaderArgs: { request, context, url } };
}

async function thrownRedirect(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (response) {
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    return (response as Response).headers.get('location');
  }
}

describe('login guard (spec section 6)', () => {
  it('sends an anonymous visitor to /auth/login with the page to come back to', async () => {
    const { loaderArgs } = args('/cont/profil?tab=parola', { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } });
    expect(await thrownRedirect(requireUser(loaderArgs))).toBe('/auth/login?redirect=%2Fcont%2Fprofil%3Ftab%3Dparola');
  });

  it('does not ask the API when there is no cookie', async () => {
    const { loaderArgs, calls } = args('/cont', { status: 200, body: { user: individual } }, null);
    expect(await getSessionUser(loaderArgs)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('returns the signed-in user, asking the API once per request and forwarding the cookie', async () => {
    const { loaderArgs, calls } = args('/cont', { status: 200, body: { user: individual } });
    expect(await requireUser(loaderArgs)).toEqual(individual);
    expect(await getSessionUser(loaderArgs)).toEqual(individual);
    expect(calls.map((call) => call.path)).toEqual(['/api/account']);
    expect(calls[0].headers.get('cookie')).toBe('auth_token=abc');
  });

  it('sends a signed-in visitor away from the login page to access-denied', async () => {
    const { loaderArgs } = args('/auth/login', { status: 200, body: { user: individual } });
    expect(await thrownRedirect(redirectSignedInUser(loaderArgs))).toBe('/access-denied');
  });

  it('sends an individual account from adauga-serviciu to the profile with the legal-entity message', async () => {
    const { loaderArgs } = args('/adauga-serviciu', { status: 200, body: { user: individual } });
    const location = await thrownRedirect(requireLegalEntity(loaderArgs));
    expect(location).toMatch(/^\/cont\/profil\?/);
    expect(location).toContain('doar-persoane-juridice');
  });

  it('lets a legal entity add a service', async () => {
    const company = { ...individual, userType: UserType.PersoanaJuridica };
    const { loaderArgs } = args('/adauga-serviciu', { status: 200, body: { user: company } });
    expect(await requireLegalEntity(loaderArgs)).toEqual(company);
  });

  it('treats an API failure as anonymous, so pages still render', async () => {
    const { loaderArgs } = args('/', { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    expect(await getSessionUser(loaderArgs)).toBeNull();
  });
});
