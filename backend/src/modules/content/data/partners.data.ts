import type { Partner } from '../../../contracts/content.js';

/** A partner as the provider writes it; the kind's name is added from PARTNER_KINDS. */
export type PartnerEntry = Omit<Partner, 'kindName'>;

/**
 * Partner and client organisations shown at /partenerii-nostri and /solutii, grouped by kind.
 * Website addresses use the reserved `.example` domain until the provider adds the real ones.
 */
export const PARTNERS: readonly PartnerEntry[] = [
  {
    id: 'banca-meridian',
    name: 'Banca Meridian',
    kind: 'banca',
    description: 'Credite de investiții și cofinanțare pentru proiectele cu fonduri europene ale clienților noștri.',
    city: 'București',
    website: 'https://banca-meridian.example',
  },
  {
    id: 'carpatcredit-bank',
    name: 'CarpatCredit Bank',
    kind: 'banca',
    description: 'Linii de credit pentru capital de lucru și scrisori de garanție pentru licitații publice.',
    city: 'Cluj-Napoca',
  },
  {
    id: 'banca-comerciala-dunarea',
    name: 'Banca Comercială Dunărea',
    kind: 'banca',
    description: 'Credite punte pentru proiectele PNRR, până la rambursarea cheltuielilor eligibile.',
    city: 'Galați',
  },
  {
    id: 'sprint-ventures',
    name: 'Sprint Ventures',
    kind: 'fond-investitii',
    description: 'Investiții între 200.000 și 1.500.000 € în start-up-uri tech aflate după primele vânzări.',
    city: 'Cluj-Napoca',
    website: 'https://sprint-ventures.example',
  },
  {
    id: 'danubius-growth-capital',
    name: 'Danubius Growth Capital',
    kind: 'fond-investitii',
    description: 'Capital de dezvoltare pentru IMM-uri profitabile care vor să se extindă sau să fie preluate.',
    city: 'București',
  },
  {
    id: 'agro-invest-partners',
    name: 'Agro Invest Partners',
    kind: 'fond-investitii',
    description: 'Participații minoritare în ferme și unități de procesare din vestul țării.',
    city: 'Timișoara',
  },
  {
    id: 'asociatia-antreprenorilor-moldova',
    name: 'Asociația Antreprenorilor din Moldova',
    kind: 'asociatie',
    description: 'Peste 600 de membri; organizăm împreună sesiuni lunare despre finanțări și transmiterea afacerii.',
    city: 'Iași',
  },
  {
    id: 'clubul-femeilor-antreprenor',
    name: 'Clubul Femeilor Antreprenor',
    kind: 'asociatie',
    description: 'Mentorat și întâlniri de afaceri pentru antreprenoare aflate la început de drum.',
    city: 'Brașov',
  },
  {
    id: 'asociatia-producatorilor-oltenia',
    name: 'Asociația Producătorilor Locali Oltenia',
    kind: 'asociatie',
    description: 'Fermieri și procesatori mici care accesează împreună fonduri pentru depozitare și desfacere.',
    city: 'Craiova',
  },
  {
    id: 'contab-expert',
    name: 'Contab Expert',
    kind: 'furnizor',
    description: 'Contabilitate, audit financiar și situațiile financiare cerute în dosarele de finanțare.',
    city: 'Timișoara',
  },
  {
    id: 'legis-asociatii',
    name: 'Legis & Asociații',
    kind: 'furnizor',
    description: 'Avocați pentru due diligence juridic, contracte de cesiune și acorduri între asociați.',
    city: 'București',
  },
  {
    id: 'digital-forge',
    name: 'Digital Forge',
    kind: 'furnizor',
    description: 'Implementări ERP, CRM și magazine online în proiectele de digitalizare.',
    city: 'Cluj-Napoca',
  },
  {
    id: 'agroferma-valeni',
    name: 'Agroferma Văleni',
    kind: 'client',
    description: 'Fermă de legume care a obținut finanțare pentru solarii și un punct de procesare.',
    city: 'Vălenii de Munte',
  },
  {
    id: 'panificatia-bega',
    name: 'Panificația Bega',
    kind: 'client',
    description: 'Brutărie artizanală vândută prin RoAfaceri unui cumpărător strategic.',
    city: 'Timișoara',
  },
  {
    id: 'farmacia-salvia',
    name: 'Farmacia Salvia',
    kind: 'client',
    description: 'Rețea de farmacii digitalizată cu un grant PNRR, de la ERP la comenzi online.',
    city: 'Iași',
  },
  {
    id: 'translogic-software',
    name: 'TransLogic Software',
    kind: 'client',
    description: 'Start-up de software pentru transport, finanțat prin Programul Regional Nord-Vest.',
    city: 'Cluj-Napoca',
  },
];
