import type { MailContent } from './layout.js';

/**
 * Deal room emails: the owner hears of a new access request and the buyer gets a confirmation, both
 * with the PDF copy of the NDA accepted; the buyer hears of the owner's decision.
 */
export const dealRoomTemplates = {
  'access-request-new': (data: {
    fullName: string;
    buyerName: string;
    buyerVerified: string;
    listingTitle: string;
    message: string;
    ndaVersion: string;
    acceptedAt: string;
    autoApproved: string;
    url: string;
  }): MailContent => ({
    subject: data.autoApproved === 'yes' ? `Acces aprobat automat la anunțul „${data.listingTitle}”` : `Cerere de acces nouă la anunțul „${data.listingTitle}”`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `${data.buyerName} cere acces la datele confidențiale ale anunțului tău „${data.listingTitle}” și a acceptat acordul de confidențialitate al RoAfaceri (versiunea ${data.ndaVersion}, pe ${data.acceptedAt}).`,
      data.autoApproved === 'yes'
        ? 'Cumpărătorul este verificat (email confirmat și CUI în cont), iar tu ai ales aprobarea automată pentru cumpărătorii verificați: are deja acces la anunțul complet și la documente. Poți retrage accesul oricând.'
        : 'Poți aproba sau respinge cererea din contul tău. Până la aprobare, cumpărătorul vede doar descrierea publică a anunțului.',
      'Găsești atașată copia PDF a acordului de confidențialitate acceptat.',
    ],
    details: [{ label: 'Cumpărător verificat', value: data.buyerVerified === 'yes' ? 'Da (email confirmat și CUI în cont)' : 'Nu' }],
    quote: data.message,
    action: { label: 'Vezi cererile de acces', url: data.url },
  }),
  'access-request-sent': (data: {
    fullName: string;
    listingTitle: string;
    ndaVersion: string;
    acceptedAt: string;
    autoApproved: string;
    url: string;
  }): MailContent => ({
    subject: `Cererea ta de acces la anunțul „${data.listingTitle}”`,
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      `Am trimis vânzătorului cererea ta de acces la datele confidențiale ale anunțului „${data.listingTitle}”.`,
      `Ai acceptat acordul de confidențialitate al RoAfaceri (versiunea ${data.ndaVersion}) pe ${data.acceptedAt}; găsești atașată copia lui PDF. Obligațiile din acord se aplică informațiilor pe care le primești despre această afacere.`,
      data.autoApproved === 'yes'
        ? 'Cererea a fost aprobată automat: poți vedea acum anunțul complet și documentele lui.'
        : 'Te anunțăm prin email când vânzătorul decide.',
    ],
    action: { label: 'Vezi cererile tale', url: data.url },
  }),
  'access-request-decided': (data: { fullName: string; listingTitle: string; decision: 'approved' | 'rejected' | 'revoked'; url: string }): MailContent => ({
    subject: {
      approved: `Acces aprobat la anunțul „${data.listingTitle}”`,
      rejected: `Cererea de acces la anunțul „${data.listingTitle}” a fost respinsă`,
      revoked: `Accesul la anunțul „${data.listingTitle}” a fost retras`,
    }[data.decision],
    greeting: `Bună ziua, ${data.fullName},`,
    paragraphs: [
      {
        approved: `Vânzătorul ți-a aprobat cererea de acces la anunțul „${data.listingTitle}”: poți vedea acum anunțul complet, datele de contact și documentele lui.`,
        rejected: `Vânzătorul a respins cererea ta de acces la anunțul „${data.listingTitle}”. Poți căuta alte afaceri potrivite pe RoAfaceri.`,
        revoked: `Vânzătorul ți-a retras accesul la datele confidențiale ale anunțului „${data.listingTitle}”.`,
      }[data.decision],
      ...(data.decision === 'approved' ? [] : ['Obligațiile din acordul de confidențialitate acceptat rămân valabile pentru informațiile primite deja.']),
    ],
    action: { label: data.decision === 'approved' ? 'Deschide anunțul complet' : 'Vezi cererile tale', url: data.url },
  }),
};
