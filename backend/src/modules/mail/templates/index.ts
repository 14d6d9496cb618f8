import { renderLayout, type MailContent, type RenderedMail } from './layout.js';

/** Each template: the data it needs and its Romanian content. */
const templates = {
  'verify-email': (data: { fullName: string; url: string }): MailContent => ({
    subject: 'Confirmă adresa de email — RoAfaceri',
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      'Îți mulțumim că ți-ai creat un cont pe RoAfaceri.',
      'Te rugăm să confirmi adresa de email apăsând butonul de mai jos. Linkul este valabil 48 de ore.',
    ],
    action: { label: 'Confirmă adresa de email', url: data.url },
    footnote: 'Dacă nu tu ai creat acest cont, poți ignora acest mesaj.',
  }),
  'reset-password': (data: { fullName: string; url: string }): MailContent => ({
    subject: 'Resetarea parolei — RoAfaceri',
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      'Am primit o cerere de resetare a parolei pentru contul tău.',
      'Apasă butonul de mai jos pentru a alege o parolă nouă. Linkul este valabil o oră și poate fi folosit o singură dată.',
    ],
    action: { label: 'Alege o parolă nouă', url: data.url },
    footnote: 'Dacă nu ai cerut resetarea parolei, ignoră acest mesaj: parola ta rămâne neschimbată.',
  }),
  welcome: (data: { fullName: string; url: string }): MailContent => ({
    subject: 'Bine ai venit pe RoAfaceri',
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      'Adresa ta de email a fost confirmată. Contul tău RoAfaceri este activ.',
      'Poți publica anunțuri de vânzare a afacerii, servicii sau oportunități de investiții, poți salva favorite și poți cere consultanță pentru finanțări.',
    ],
    action: { label: 'Intră în cont', url: data.url },
  }),
  'listing-contact': (data: { listingTitle: string; listingUrl: string; senderName: string; senderEmail: string; senderPhone: string; message: string }): MailContent => ({
    subject: `Mesaj nou despre anunțul „${data.listingTitle}”`,
    greeting: 'Bună ziua,',
    paragraphs: [
      `${data.senderName} ți-a scris prin RoAfaceri despre anunțul tău „${data.listingTitle}”.`,
      'Pentru a răspunde, folosește „Răspunde” în aplicația de email: mesajul tău ajunge direct la expeditor.',
    ],
    details: [
      { label: 'Nume', value: data.senderName },
      { label: 'Email', value: data.senderEmail },
      { label: 'Telefon', value: data.senderPhone },
    ],
    quote: data.message,
    action: { label: 'Vezi anunțul', url: data.listingUrl },
    footnote: 'Adresa ta de email nu este afișată pe site: expeditorul o află doar dacă îi răspunzi. Dacă mesajul este nepotrivit, îl poți ignora.',
  }),
} satisfies Record<string, (data: never) => MailContent>;

export type MailTemplateName = keyof typeof templates;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof templates)[T]>[0];

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(templates, name);
}

export function renderMail<T extends MailTemplateName>(name: T, data: MailTemplateData<T>, publicUrl: string): RenderedMail {
  return renderLayout((templates[name] as (data: MailTemplateData<T>) => MailContent)(data), publicUrl);
}
