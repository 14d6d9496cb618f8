import { renderMail } from './index.js';

describe('mail templates', () => {
  it('renders Romanian HTML and text with the action link', () => {
    const mail = renderMail('verify-email', { fullName: 'Ștefan Țurcanu', url: 'https://roafaceri.ro/auth/verifica-email?token=abc' }, 'https://roafaceri.ro');
    expect(mail.subject).toBe('Confirmă adresa de email — RoAfaceri');
    expect(mail.html).toContain('lang="ro"');
    expect(mail.html).toContain('Ștefan Țurcanu');
    expect(mail.text).toContain('https://roafaceri.ro/auth/verifica-email?token=abc');
  });

  it('escapes what a user typed', () => {
    const mail = renderMail('welcome', { fullName: '<script>alert(1)</script>', url: 'https://roafaceri.ro/cont' }, 'https://roafaceri.ro');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });
});
