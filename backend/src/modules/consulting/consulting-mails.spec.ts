import { renderMail } from '../mail/templates/index.js';

const PUBLIC_URL = 'https://roafaceri.ro';

describe('consulting mail templates', () => {
  it('acknowledges a request with its number and topic', () => {
    const mail = renderMail(
      'consulting-request-received',
      {
        fullName: 'Ștefan Țurcanu',
        requestNumber: 'RC-2026-000123',
        topic: 'Finanțări nerambursabile',
        url: `${PUBLIC_URL}/incarcare-documente#cerere-RC-2026-000123`,
      },
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('Am primit cererea ta RC-2026-000123 — RoAfaceri');
    expect(mail.html).toContain('Ștefan Țurcanu');
    expect(mail.text).toContain('Subiect: Finanțări nerambursabile');
    expect(mail.text).toContain(`${PUBLIC_URL}/incarcare-documente#cerere-RC-2026-000123`);
  });

  it('tells the client the new status and quotes the consultant’s message escaped; no message, no quote', () => {
    const data = {
      fullName: 'Ana',
      requestNumber: 'RC-2026-000124',
      statusName: 'În lucru',
      message: 'Trimite bilanțul <img src=x onerror=alert(1)>',
      url: `${PUBLIC_URL}/`,
    };
    const mail = renderMail('consulting-status-changed', data, PUBLIC_URL);
    expect(mail.subject).toBe('Cererea RC-2026-000124: În lucru — RoAfaceri');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const silent = renderMail('consulting-status-changed', { ...data, message: '' }, PUBLIC_URL);
    expect(silent.html).not.toContain('<blockquote');
    expect(silent.text).not.toContain('Mesajul consultantului');
  });

  it('alerts staff with the requester’s details, escaped, and leaves empty ones out', () => {
    const mail = renderMail(
      'consulting-staff-alert',
      {
        requestNumber: 'RC-2026-000125',
        kindName: 'Formular de contact',
        topic: 'Altceva',
        fullName: 'Ioana <b>Pop</b>',
        email: 'ioana@example.ro',
        phone: '',
        companyName: '',
        message: '<script>alert(1)</script>',
        url: `${PUBLIC_URL}/admin/consulting/abc`,
      },
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('Cerere nouă RC-2026-000125: Formular de contact');
    expect(mail.html).not.toMatch(/<script>|<b>Pop<\/b>/);
    expect(mail.html).not.toContain('Telefon');
    expect(mail.text).toContain(`${PUBLIC_URL}/admin/consulting/abc`);
  });
});
