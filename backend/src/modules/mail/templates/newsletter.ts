import type { MailContent } from './layout.js';

/** The two links every newsletter email ends with (the List-Unsubscribe header carries the second too). */
const newsletterLinks = (data: { preferencesUrl: string; unsubscribeUrl: string }) => [
  { label: 'Alege subiectele primite', url: data.preferencesUrl },
  { label: 'Dezabonare', url: data.unsubscribeUrl },
];

/** Newsletter emails: the double opt-in confirmation and a staff campaign. */
export const newsletterTemplates = {
  'newsletter-confirm': (data: { topics: string; url: string }): MailContent => ({
    subject: 'Confirmă abonarea la newsletterul RoAfaceri',
    greeting: 'Bună ziua,',
    paragraphs: [
      `Cineva, probabil chiar tu, a cerut abonarea acestei adrese la newsletterul RoAfaceri (${data.topics}).`,
      'Abonarea începe doar după ce o confirmi apăsând butonul de mai jos. Până atunci nu îți trimitem niciun newsletter.',
    ],
    action: { label: 'Confirmă abonarea', url: data.url },
    footnote: 'Dacă nu tu ai cerut abonarea, ignoră acest mesaj: adresa nu primește nimic fără confirmare.',
  }),
  'newsletter-campaign': (data: {
    subject: string;
    bodyHtml: string;
    bodyText: string;
    topicName: string;
    preferencesUrl: string;
    unsubscribeUrl: string;
  }): MailContent => ({
    subject: data.subject,
    greeting: 'Bună ziua,',
    paragraphs: [],
    trustedHtml: { html: data.bodyHtml, text: data.bodyText },
    footnote: `Primești acest mesaj pentru că te-ai abonat la newsletterul RoAfaceri (${data.topicName}).`,
    links: newsletterLinks(data),
  }),
};

export { newsletterLinks };
