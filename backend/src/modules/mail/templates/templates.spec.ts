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

  it('quotes a visitor message to a listing owner, escaped, with the sender and the listing link', () => {
    const mail = renderMail(
      'listing-contact',
      {
        listingTitle: 'Cafenea în Cluj-Napoca',
        listingUrl: 'https://roafaceri.ro/vanzare-cumparare-afaceri/cafenea-in-cluj-napoca',
        senderName: 'Ioana <b>Pop</b>',
        senderEmail: 'ioana@example.ro',
        senderPhone: '',
        message: 'Bună ziua,\n<img src=x onerror=alert(1)> mai este disponibilă?',
      },
      'https://roafaceri.ro',
    );
    expect(mail.subject).toBe('Mesaj nou despre anunțul „Cafenea în Cluj-Napoca”');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Pop</b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('https://roafaceri.ro/vanzare-cumparare-afaceri/cafenea-in-cluj-napoca');
    // An empty phone is left out; the message keeps its lines in the text part.
    expect(mail.html).not.toContain('Telefon');
    expect(mail.text).toContain('Email: ioana@example.ro');
    expect(mail.text).toContain('> Bună ziua,\n> <img src=x onerror=alert(1)> mai este disponibilă?');
  });

  it('tells a staff member their second factor changed, each change in its own words', () => {
    const subjects = (['enabled', 'disabled', 'reset'] as const).map(
      (change) => renderMail('mfa-changed', { fullName: 'Ana Pop', change, url: 'https://roafaceri.ro/admin/securitate' }, 'https://roafaceri.ro').subject,
    );
    expect(subjects).toEqual([
      'Autentificarea în doi pași a fost activată — RoAfaceri',
      'Autentificarea în doi pași a fost dezactivată — RoAfaceri',
      'Autentificarea în doi pași a fost resetată — RoAfaceri',
    ]);
  });
  it('counts in Romanian, with „de” from 20 on', () => {
    const base = 'https://roafaceri.ro';
    const message = (count: string) =>
      renderMail(
        'new-message',
        { fullName: 'Ana Pop', senderName: 'Ion', listingTitle: 'Cafenea', count, excerpt: 'Bună ziua', url: `${base}/cont/mesaje` },
        base,
      ).text;
    expect(message('2')).toContain('Ion ți-a trimis 2 mesaje pe RoAfaceri');
    expect(message('20')).toContain('Ion ți-a trimis 20 de mesaje pe RoAfaceri');
    const expiring = (daysLeft: string) =>
      renderMail(
        'listing-expiring',
        { fullName: 'Ana Pop', title: 'Cafenea', daysLeft, expiresOn: '01.12.2026', renewUrl: `${base}/r`, url: `${base}/a` },
        base,
      ).subject;
    expect(expiring('7')).toBe('Anunțul tău expiră în 7 zile: Cafenea');
    expect(expiring('30')).toBe('Anunțul tău expiră în 30 de zile: Cafenea');
    const digest = (count: string) =>
      renderMail('saved-search-digest', { fullName: 'Ana Pop', period: 'daily', count, groups: '[]', manageUrl: `${base}/cont/cautari` }, base).subject;
    expect(digest('3')).toContain('3 anunțuri noi pentru căutările tale');
    expect(digest('21')).toContain('21 de anunțuri noi pentru căutările tale');
  });
});
