import { RouterContextProvider } from 'react-router';
import { errorTexts } from '~/i18n/ro';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { action as lostPasswordAction } from './lost-password';
import { action as registerAction } from './register';

/** Action arguments whose in-process API answers every call with a rate limit (429, Retry-After). */
function throttled(path: string, form: Record<string, string>) {
  const apiFetch: ApiFetch = async () =>
    new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'ignored' } }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '3600' },
    });
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  const request = new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(form) });
  return { request, context, params: {} } as never;
}

describe('forms the API throttles', () => {
  it('the lost-password page shows the Romanian text of a 429 and keeps the address typed', async () => {
    const result = (await lostPasswordAction(throttled('/auth/parola-uitata', { email: 'ana@example.ro' }))) as unknown as {
      data: unknown;
      init: { status: number };
    };
    expect(result.init.status).toBe(429);
    expect(result.data).toEqual({ ok: false, message: errorTexts.RATE_LIMITED, email: 'ana@example.ro' });
    expect(errorTexts.RATE_LIMITED).toBe('Prea multe încercări. Te rugăm să aștepți puțin și să încerci din nou.');
  });

  it('the registration page shows the Romanian text of a 429 and keeps what was typed, passwords excepted', async () => {
    const form = {
      userType: '1',
      fullName: 'Ana Pop',
      email: 'ana@example.ro',
      phone: '',
      password: 'Parola123',
      confirmPassword: 'Parola123',
      acceptTerms: 'true',
    };
    const result = (await registerAction(throttled('/auth/inregistrare', form))) as unknown as {
      data: { ok: boolean; message?: string; values: Record<string, unknown> };
      init: { status: number };
    };
    expect(result.init.status).toBe(429);
    expect(result.data.ok).toBe(false);
    expect(result.data.message).toBe(errorTexts.RATE_LIMITED);
    expect(result.data.values).toMatchObject({ fullName: 'Ana Pop', email: 'ana@example.ro' });
    expect(result.data.values).not.toHaveProperty('password');
  });
});
