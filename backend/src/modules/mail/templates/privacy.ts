import type { MailContent } from './layout.js';

/**
 * A visitor's own data on request: the archive is ready. The link leads to a page of the site that
 * asks first (opening it changes nothing: mail scanners open links); its button downloads the ZIP
 * once, signed in to the account that asked for it.
 */
export const privacyTemplates = {
  'data-export-ready': (data: { fullName: string; requestedOn: string; expiresAt: string; size: string; url: string }): MailContent => ({
    subject: 'Arhiva cu datele tale este gata — RoAfaceri',
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Arhiva cu datele contului tău, cerută pe ${data.requestedOn}, este gata (${data.size}, fișier ZIP).`,
      `O poți descărca o singură dată, până pe ${data.expiresAt}, din contul tău: apasă butonul de mai jos, apoi „Descarcă arhiva”. După descărcare sau după această dată, arhiva se șterge de pe serverele noastre.`,
      'Arhiva conține datele contului, anunțurile, favoritele, căutările salvate, mesajele, comenzile cu facturile lor, cererile de consultanță, acordurile date și fișierele încărcate de tine.',
    ],
    action: { label: 'Deschide pagina de descărcare', url: data.url },
    footnote: 'Dacă nu tu ai cerut această arhivă, schimbă-ți parola și scrie-ne: linkul funcționează doar în contul tău.',
  }),
};
