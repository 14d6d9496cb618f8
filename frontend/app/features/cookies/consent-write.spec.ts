import { COOKIE_CONSENT_MAX_AGE_MS } from '@contracts/auth';
import { parseConsent } from './consent';
import { ACCEPT_ALL, consentCookieText, consentFromForm, REJECT_ALL } from './consent-write';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe('the cookie dialog form', () => {
  it('maps each of its buttons to the stored choice (spec section 4)', () => {
    expect(consentFromForm(form({ choice: 'all' }))).toEqual(ACCEPT_ALL);
    expect(consentFromForm(form({ choice: 'none', marketing: 'on' }))).toEqual(REJECT_ALL);
    expect(consentFromForm(form({ choice: 'selection' }))).toEqual({ showNecesar: true, showStat: false, showMarketing: false });
    expect(consentFromForm(form({ choice: 'selection', statistica: 'on' }))).toEqual({ showNecesar: true, showStat: true, showMarketing: false });
    expect(consentFromForm(form({ choice: 'selection', statistica: 'on', marketing: 'on' }))).toEqual(ACCEPT_ALL);
  });

  it('stores nothing for anything else', () => {
    expect(consentFromForm(form({}))).toBeNull();
    expect(consentFromForm(form({ choice: 'toate' }))).toBeNull();
  });
});

describe('consentCookieText', () => {
  const now = Date.UTC(2026, 10, 26, 8, 0, 0);

  it('lasts one year on path /, SameSite Strict, and reads back as the same choice', () => {
    const text = consentCookieText({ showNecesar: true, showStat: true, showMarketing: false }, { secure: false, domain: null }, now);
    const parts = text.split('; ');
    expect(parts).toContain('Path=/');
    expect(parts).toContain('SameSite=Strict');
    expect(parts).toContain(`Max-Age=${COOKIE_CONSENT_MAX_AGE_MS / 1000}`);
    expect(parts).toContain(`Expires=${new Date(now + COOKIE_CONSENT_MAX_AGE_MS).toUTCString()}`);
    expect(parts).not.toContain('Secure');
    expect(text).not.toContain('Domain=');
    expect(parseConsent(parts[0]!)).toEqual({ showNecesar: true, showStat: true, showMarketing: false });
  });

  it('is Secure and set for the site domain in production', () => {
    const text = consentCookieText(ACCEPT_ALL, { secure: true, domain: 'roafaceri.ro' }, now);
    expect(text.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Domain=roafaceri.ro']));
  });
});
