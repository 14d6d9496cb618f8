import { RouterContextProvider } from 'react-router';
import { apiFetchContext, type ApiFetch } from './api-context';
import { createApiClient, errorText } from './api-client';

function clientAnswering(response: Response | Error) {
  const context = new RouterContextProvider();
  const apiFetch: ApiFetch = async () => {
    if (response instanceof Error) throw response;
    return response;
  };
  context.set(apiFetchContext, apiFetch);
  return createApiClient({ request: new Request('http://localhost/auth/inregistrare', { headers: { 'accept-language': 'ro' } }), context });
}

describe('api client', () => {
  it('maps a 400 to field errors and a text chosen by the error code', async () => {
    const body = {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'ignored',
        details: [
          { field: 'email', message: 'Adresa de email nu este validă.' },
          { field: 'email', message: 'a doua' },
        ],
      },
    };
    const result = await clientAnswering(new Response(JSON.stringify(body), { status: 400 })).lostPassword('x');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('VALIDATION_FAILED');
    expect(result.fieldErrors).toEqual({ email: 'Adresa de email nu este validă.' });
    expect(result.text).toBe(errorText('VALIDATION_FAILED'));
    expect(result.text).not.toBe('ignored');
  });

  it('shows the spec text for a failed login', async () => {
    const body = { error: { code: 'AUTH_INVALID_CREDENTIALS', message: 'whatever' } };
    const result = await clientAnswering(new Response(JSON.stringify(body), { status: 401 })).login('a@b.ro', 'x');
    expect(result.ok ? null : result.text).toBe('Email sau parola incorecte.');
  });

  it('passes on the session cookie the API sets at login', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'auth_token=t; Path=/; HttpOnly; SameSite=Lax');
    const result = await clientAnswering(new Response(JSON.stringify({ token: 't', user: {} }), { status: 200, headers })).login('a@b.ro', 'Parola123');
    expect(result.ok).toBe(true);
    expect(result.setCookies).toEqual(['auth_token=t; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('reports an unreachable API as a network failure, not a crash', async () => {
    const result = await clientAnswering(new Error('ECONNREFUSED')).getAccount();
    expect(result.ok ? null : result.code).toBe('NETWORK');
  });
});
