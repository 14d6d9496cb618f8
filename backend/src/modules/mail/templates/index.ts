import { countLabel } from '../../../contracts/format.js';
import { VALUATION_REPORT_WORKING_DAYS } from '../../../contracts/orders.js';
import { renderLayout, type MailContent, type RenderedMail } from './layout.js';
import { newsletterLinks, newsletterTemplates } from './newsletter.js';
import { dealRoomTemplates } from './deal-room.js';
import { savedSearchTemplates } from './saved-searches.js';
import { privacyTemplates } from './privacy.js';

/** `Bună ziua, <name>,` or, for a sender who gave no name (the footer's feedback form), `Bună ziua,`. */
const greet = (name: string) => (name ? `Bună ziua, ${name},` : 'Bună ziua,');

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
  'listing-contact': (data: {
    listingTitle: string;
    listingUrl: string;
    senderName: string;
    senderEmail: string;
    senderPhone: string;
    message: string;
  }): MailContent => ({
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
  'new-message': (data: { fullName: string; senderName: string; listingTitle: string; count: string; excerpt: string; url: string }): MailContent => ({
    subject: `Mesaj nou de la ${data.senderName} despre «${data.listingTitle}»`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      data.count === '1'
        ? `${data.senderName} ți-a scris pe RoAfaceri despre anunțul „${data.listingTitle}”.`
        : `${data.senderName} ți-a trimis ${countLabel(Number(data.count), 'mesaj', 'mesaje')} pe RoAfaceri despre anunțul „${data.listingTitle}”.`,
    ],
    quote: data.excerpt,
    action: { label: 'Citește și răspunde', url: data.url },
    footnote: 'Răspunsurile se trimit din contul tău RoAfaceri; adresa ta de email nu este arătată expeditorului.',
  }),
  'eligibility-result': (data: { fullName: string; date: string; summary: string; url: string }): MailContent => ({
    subject: 'Rezultatul verificării de eligibilitate — RoAfaceri',
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Acesta este rezultatul verificării de eligibilitate din ${data.date}, pentru fiecare program de finanțare.`,
      'Rezultatul este orientativ: un consultant RoAfaceri îl poate verifica împreună cu dumneavoastră.',
    ],
    quote: data.summary,
    action: { label: 'Vezi verificările mele', url: data.url },
  }),
  'consulting-request-received': (data: { fullName: string; requestNumber: string; topic: string; url: string }): MailContent => ({
    subject: `Am primit cererea ta ${data.requestNumber} — RoAfaceri`,
    greeting: greet(data.fullName),
    paragraphs: [
      `Îți mulțumim! Am înregistrat cererea ta cu numărul ${data.requestNumber} (${data.topic}).`,
      'Un consultant RoAfaceri o analizează și te contactează în cel mult o zi lucrătoare, de luni până vineri, între 09:00 și 17:00.',
    ],
    details: [
      { label: 'Număr cerere', value: data.requestNumber },
      { label: 'Subiect', value: data.topic },
    ],
    action: { label: 'Vezi RoAfaceri', url: data.url },
    footnote: 'Dacă nu tu ai trimis această cerere, poți ignora acest mesaj.',
  }),
  'consulting-status-changed': (data: { fullName: string; requestNumber: string; statusName: string; message: string; url: string }): MailContent => ({
    subject: `Cererea ${data.requestNumber}: ${data.statusName} — RoAfaceri`,
    greeting: greet(data.fullName),
    paragraphs: [`Starea cererii tale ${data.requestNumber} s-a schimbat: ${data.statusName}.`, ...(data.message ? ['Mesajul consultantului:'] : [])],
    quote: data.message || undefined,
    action: { label: 'Vezi RoAfaceri', url: data.url },
    footnote: 'Pentru întrebări, răspunde la acest email sau scrie-ne prin formularul de contact.',
  }),
  'consulting-staff-alert': (data: {
    requestNumber: string;
    kindName: string;
    topic: string;
    fullName: string;
    email: string;
    phone: string;
    companyName: string;
    message: string;
    url: string;
  }): MailContent => ({
    subject: `Cerere nouă ${data.requestNumber}: ${data.kindName}`,
    greeting: 'Bună ziua,',
    paragraphs: [`A sosit o cerere nouă de tip „${data.kindName}” (${data.topic}). Preia-o din consola echipei.`],
    details: [
      { label: 'Număr', value: data.requestNumber },
      { label: 'Nume', value: data.fullName },
      { label: 'Email', value: data.email },
      { label: 'Telefon', value: data.phone },
      { label: 'Firmă', value: data.companyName },
    ],
    quote: data.message || undefined,
    action: { label: 'Deschide cererea', url: data.url },
    footnote: 'Primești acest mesaj pentru că ai rolul de consultant pe RoAfaceri.',
  }),
  'consulting-documents-added': (data: {
    requestNumber: string;
    fullName: string;
    statusName: string;
    documents: string;
    count: string;
    url: string;
  }): MailContent => ({
    subject: `Documente noi la cererea ${data.requestNumber}`,
    greeting: 'Bună ziua,',
    paragraphs: [
      data.count === '1'
        ? `${data.fullName} a trimis un document la cererea ${data.requestNumber} (stare: ${data.statusName}).`
        : `${data.fullName} a trimis ${countLabel(Number(data.count), 'document', 'documente')} la cererea ${data.requestNumber} (stare: ${data.statusName}).`,
    ],
    details: [{ label: 'Documente', value: data.documents }],
    action: { label: 'Deschide cererea', url: data.url },
    footnote: 'Primești acest mesaj pentru că lucrezi la această cerere sau pentru că nu a preluat-o încă nimeni.',
  }),
  'success-story-staff-alert': (data: { name: string; company: string; rating: string; quote: string; url: string }): MailContent => ({
    subject: `Recenzie nouă de verificat: ${data.name}, ${data.company}`,
    greeting: 'Bună ziua,',
    paragraphs: [`${data.name} (${data.company}) a trimis o recenzie de ${data.rating} din 5 stele. Apare pe site doar după ce o aprobă un moderator.`],
    quote: data.quote,
    action: { label: 'Verifică recenzia', url: data.url },
    footnote: 'Primești acest mesaj pentru că ai rolul de moderator sau administrator pe RoAfaceri.',
  }),
  'listing-staff-alert': (data: {
    submission: 'new' | 'resubmitted' | 'revision';
    title: string;
    familyName: string;
    ownerName: string;
    ownerEmail: string;
    url: string;
  }): MailContent => ({
    subject: {
      new: `Anunț nou de verificat: ${data.title}`,
      resubmitted: `Anunț retrimis spre verificare: ${data.title}`,
      revision: `Modificări de verificat la anunțul: ${data.title}`,
    }[data.submission],
    greeting: 'Bună ziua,',
    paragraphs: [
      {
        new: `Un anunț nou („${data.familyName}”) așteaptă verificarea echipei de moderare.`,
        resubmitted: `Un anunț respins sau trimis înapoi pentru modificări („${data.familyName}”) a fost corectat de proprietar și așteaptă o nouă verificare.`,
        revision: `Proprietarul unui anunț publicat („${data.familyName}”) a propus modificări. Varianta aprobată rămâne publicată până la decizia echipei.`,
      }[data.submission],
    ],
    details: [
      { label: 'Titlu', value: data.title },
      { label: 'Proprietar', value: data.ownerName },
      { label: 'Email', value: data.ownerEmail },
    ],
    action: { label: 'Deschide pagina de verificare', url: data.url },
    footnote: 'Primești acest mesaj pentru că ai rolul de moderator sau administrator pe RoAfaceri. Un singur mesaj pentru fiecare trimitere spre verificare.',
  }),
  'listing-approved': (data: { fullName: string; title: string; url: string }): MailContent => ({
    subject: `Anunțul tău a fost aprobat: ${data.title}`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Anunțul „${data.title}” a fost verificat de echipa RoAfaceri și este acum publicat pe site.`,
      'Îl poți distribui, edita sau promova din contul tău.',
    ],
    action: { label: 'Vezi anunțul publicat', url: data.url },
  }),
  'listing-rejected': (data: { fullName: string; title: string; reason: string; url: string }): MailContent => ({
    subject: `Anunțul tău nu a fost aprobat: ${data.title}`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [`Anunțul „${data.title}” nu a putut fi publicat. Motivul dat de echipa de moderare:`],
    quote: data.reason || undefined,
    action: { label: 'Vezi anunțurile mele', url: data.url },
    footnote: 'Poți corecta anunțul din contul tău; după salvare, îl verificăm din nou.',
  }),
  'listing-changes-requested': (data: { fullName: string; title: string; reason: string; url: string }): MailContent => ({
    subject: `Sunt necesare modificări la anunțul: ${data.title}`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [`Echipa de moderare a verificat anunțul „${data.title}” și îți cere câteva modificări înainte de publicare:`],
    quote: data.reason || undefined,
    action: { label: 'Modifică anunțul', url: data.url },
    footnote: 'După ce salvezi modificările, anunțul intră din nou la verificare.',
  }),
  'listing-expiring': (data: { fullName: string; title: string; daysLeft: string; expiresOn: string; renewUrl: string; url: string }): MailContent => ({
    subject:
      data.daysLeft === '1'
        ? `Anunțul tău expiră mâine: ${data.title}`
        : `Anunțul tău expiră în ${countLabel(Number(data.daysLeft), 'zi', 'zile')}: ${data.title}`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Anunțul „${data.title}” este publicat până pe ${data.expiresOn}.`,
      'Îl poți reînnoi acum cu un singur clic: rămâne publicat încă o perioadă întreagă, fără o nouă verificare.',
    ],
    action: { label: 'Reînnoiește anunțul', url: data.renewUrl },
    footnote: `Linkul este personal și valabil 30 de zile. Anunțurile tale: ${data.url}`,
  }),
  'listing-expired': (data: { fullName: string; title: string; url: string }): MailContent => ({
    subject: `Anunțul tău a expirat: ${data.title}`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [`Perioada de publicare a anunțului „${data.title}” s-a încheiat și anunțul nu mai apare pe site.`, 'Îl poți reînnoi oricând din contul tău.'],
    action: { label: 'Reînnoiește din contul meu', url: data.url },
  }),
  /** The proforma of a new order: amounts, bank transfer details (reference = order number) and the order page. */
  'order-created': (data: {
    fullName: string;
    orderNumber: string;
    productName: string;
    /** The listing to promote, or the company to value. */
    subject: string;
    kind: 'promotion' | 'valuation';
    buyer: string;
    netEur: string;
    vatEur: string;
    vatRate: string;
    totalEur: string;
    beneficiary: string;
    bank: string;
    iban: string;
    dueDays: string;
    dueDate: string;
    url: string;
  }): MailContent => ({
    subject: `Comanda ${data.orderNumber}: factură proformă și date de plată — RoAfaceri`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Îți mulțumim pentru comanda ${data.orderNumber} (${data.productName}). Mai jos găsești factura proformă și datele pentru plata prin transfer bancar.`,
      `Te rugăm să plătești ${data.totalEur} EUR în cel mult ${countLabel(Number(data.dueDays), 'zi', 'zile')} (până pe ${data.dueDate}) și să scrii numărul comenzii, ${data.orderNumber}, ca referință a plății. Fără plată în acest termen, comanda se anulează automat.`,
      data.kind === 'promotion'
        ? `Promovarea anunțului „${data.subject}” începe când confirmăm plata; îți trimitem atunci un email cu data de încheiere.`
        : `După confirmarea plății, un consultant RoAfaceri te contactează pentru documentele necesare evaluării firmei ${data.subject}.`,
    ],
    details: [
      { label: 'Factură proformă', value: data.orderNumber },
      { label: 'Produs', value: data.productName },
      { label: data.kind === 'promotion' ? 'Anunț' : 'Firma evaluată', value: data.subject },
      { label: 'Cumpărător', value: data.buyer },
      { label: 'Valoare fără TVA', value: `${data.netEur} EUR` },
      { label: `TVA (${data.vatRate})`, value: `${data.vatEur} EUR` },
      { label: 'Total de plată', value: `${data.totalEur} EUR` },
      { label: 'Beneficiar', value: data.beneficiary },
      { label: 'Banca', value: data.bank },
      { label: 'IBAN', value: data.iban },
      { label: 'Referința plății', value: data.orderNumber },
      { label: 'Termen de plată', value: data.dueDate },
    ],
    action: { label: 'Vezi comanda', url: data.url },
    footnote: 'Factura fiscală se emite după confirmarea plății. Dacă nu tu ai plasat această comandă, răspunde la acest email.',
  }),
  /** Staff confirmed the payment: the promotion's end (or why it could not start), or the valuation's next steps. */
  'order-paid': (data: {
    fullName: string;
    orderNumber: string;
    productName: string;
    totalEur: string;
    kind: 'promotion' | 'valuation';
    /** Promotions: the listing's title. Valuations: the company. */
    subject: string;
    /** Promotions: the end date, or empty when the listing was not published and the promotion could not start. */
    promotedUntil: string;
    /** Valuations: the consulting request opened for the consultants. */
    requestNumber: string;
    url: string;
  }): MailContent => ({
    subject: `Plata pentru comanda ${data.orderNumber} a fost confirmată — RoAfaceri`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Am primit plata de ${data.totalEur} EUR pentru comanda ${data.orderNumber} (${data.productName}). Îți mulțumim!`,
      ...(data.kind === 'valuation'
        ? [
            `Am deschis cererea de evaluare ${data.requestNumber} pentru firma ${data.subject}. Un consultant te contactează în cel mult o zi lucrătoare pentru documentele necesare (situațiile financiare, lista activelor, contractele importante).`,
            `Documentele le poți trimite și din contul tău, la „Încărcare documente”. Raportul de evaluare îl primești în cel mult ${countLabel(VALUATION_REPORT_WORKING_DAYS, 'zi lucrătoare', 'zile lucrătoare')} de la plată.`,
          ]
        : data.promotedUntil
          ? [`Anunțul „${data.subject}” este promovat până pe ${data.promotedUntil}: apare printre primele rezultate ale listei și pe prima pagină.`]
          : [
              `Anunțul „${data.subject}” nu este publicat în acest moment, așa că promovarea nu a putut porni.`,
              'Un coleg te contactează pentru a porni promovarea după republicarea anunțului sau pentru rambursarea plății.',
            ]),
    ],
    details: [
      { label: 'Comandă', value: data.orderNumber },
      { label: 'Produs', value: data.productName },
      { label: 'Cerere de evaluare', value: data.requestNumber },
      { label: 'Promovat până pe', value: data.promotedUntil },
    ],
    action: { label: 'Vezi comanda', url: data.url },
    footnote: 'Factura fiscală îți este trimisă separat. Pentru întrebări, răspunde la acest email.',
  }),
  'invoice-issued': (data: {
    fullName: string;
    kind: 'invoice' | 'credit_note';
    number: string;
    orderNumber: string;
    issueDate: string;
    totalEur: string;
    url: string;
  }): MailContent => ({
    subject:
      data.kind === 'invoice'
        ? `Factura ${data.number} pentru comanda ${data.orderNumber} — RoAfaceri`
        : `Factura storno ${data.number} pentru comanda ${data.orderNumber} — RoAfaceri`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      data.kind === 'invoice'
        ? `Îți trimitem atașat factura fiscală ${data.number} din ${data.issueDate} pentru comanda ${data.orderNumber}, în valoare de ${data.totalEur} EUR (TVA inclus).`
        : `Îți trimitem atașat factura storno ${data.number} din ${data.issueDate}, care anulează factura comenzii ${data.orderNumber}: ${data.totalEur} EUR (TVA inclus).`,
      'O găsești oricând și în contul tău, la comenzi.',
    ],
    action: { label: 'Vezi comanda', url: data.url },
  }),
  'valuation-report-published': (data: { fullName: string; companyName: string; version: string; range: string; url: string }): MailContent => ({
    subject: `Raportul de evaluare pentru ${data.companyName} — RoAfaceri`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      data.version === '1'
        ? `Raportul de evaluare pentru ${data.companyName} este gata. Îl găsești atașat acestui email.`
        : `Am reemis raportul de evaluare pentru ${data.companyName} (versiunea ${data.version}). Îl găsești atașat acestui email.`,
      `Intervalul de valoare stabilit de consultant: ${data.range}.`,
      'Raportul (și versiunile anterioare) îl găsești oricând în contul tău, la „Rapoarte de evaluare”.',
    ],
    action: { label: 'Vezi rapoartele mele', url: data.url },
  }),
  'order-cancelled': (data: {
    fullName: string;
    orderNumber: string;
    productName: string;
    reason: string;
    url: string;
    /** A paid order: refunded to the card (`card`), or to be refunded by transfer (`manual`); empty when it was not paid. */
    refund?: '' | 'card' | 'manual';
    totalEur?: string;
  }): MailContent => ({
    subject: `Comanda ${data.orderNumber} a fost anulată — RoAfaceri`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [`Comanda ${data.orderNumber} (${data.productName}) a fost anulată. Motivul:`],
    quote: data.reason,
    action: { label: 'Vezi comanda', url: data.url },
    footnote:
      data.refund === 'card'
        ? `Suma de ${data.totalEur} EUR a fost rambursată pe cardul cu care ai plătit; apare în cont în 5–10 zile lucrătoare, după banca ta.`
        : data.refund === 'manual'
          ? `Suma de ${data.totalEur} EUR îți este returnată prin transfer bancar; un coleg te contactează pentru contul în care o primești.`
          : 'Dacă ai plătit deja această comandă, răspunde la acest email cu dovada plății și rezolvăm situația.',
  }),
  'funds-digest': (data: { count: string; list: string; url: string; preferencesUrl: string; unsubscribeUrl: string }): MailContent => ({
    subject: data.count === '1' ? 'O finanțare nouă în această săptămână — RoAfaceri' : `${data.count} finanțări noi în această săptămână — RoAfaceri`,
    greeting: 'Bună ziua,',
    paragraphs: ['Iată apelurile de finanțare publicate pe RoAfaceri în ultimele 7 zile:'],
    quote: data.list,
    action: { label: 'Vezi toate finanțările', url: data.url },
    footnote: 'Primești acest mesaj pentru că te-ai abonat la noutățile despre finanțări.',
    links: newsletterLinks(data),
  }),
  'mfa-changed': (data: { fullName: string; change: 'enabled' | 'disabled' | 'reset'; url: string }): MailContent => ({
    subject: {
      enabled: 'Autentificarea în doi pași a fost activată — RoAfaceri',
      disabled: 'Autentificarea în doi pași a fost dezactivată — RoAfaceri',
      reset: 'Autentificarea în doi pași a fost resetată — RoAfaceri',
    }[data.change],
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      {
        enabled:
          'Autentificarea în doi pași a fost activată pentru contul tău. De acum, la intrarea în consola echipei îți cerem, pe lângă parolă, codul din aplicația de autentificare.',
        disabled: 'Autentificarea în doi pași a fost dezactivată pentru contul tău. Consola echipei îți cere acum doar parola.',
        reset:
          'Un administrator a resetat autentificarea în doi pași a contului tău și ți-a închis sesiunile deschise. La următoarea autentificare o poți configura din nou.',
      }[data.change],
    ],
    action: { label: 'Deschide pagina Securitate', url: data.url },
    footnote: 'Dacă nu știi de această schimbare, schimbă-ți imediat parola și anunță un administrator.',
  }),
  ...newsletterTemplates,
  ...dealRoomTemplates,
  ...savedSearchTemplates,
  ...privacyTemplates,
} satisfies Record<string, (data: never) => MailContent>;

export type MailTemplateName = keyof typeof templates;
export type MailTemplateData<T extends MailTemplateName> = Parameters<(typeof templates)[T]>[0];

export function isMailTemplate(name: string): name is MailTemplateName {
  return Object.hasOwn(templates, name);
}

export function renderMail<T extends MailTemplateName>(name: T, data: MailTemplateData<T>, publicUrl: string): RenderedMail {
  return renderLayout((templates[name] as (data: MailTemplateData<T>) => MailContent)(data), publicUrl);
}
