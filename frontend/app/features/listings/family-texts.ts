/**
 * The texts of each family's list page (eyebrow, lead, SEO description). The server sends a page
 * its own family's texts with its data (see family-list.server.ts).
 */
import type { FamilyKey } from './families';

export interface FamilyTexts {
  eyebrow: string;
  lead: string;
  description: string;
}

export const FAMILY_TEXTS: Record<FamilyKey, FamilyTexts> = {
  company: {
    eyebrow: 'Vânzare-cumpărare afaceri',
    lead: 'Companii funcționale, francize și active de business de vânzare în toată țara. Fiecare anunț este verificat de echipa noastră înainte de publicare.',
    description: 'Afaceri de vânzare în România: companii funcționale și francize, cu cifră de afaceri, profit și preț cerut.',
  },
  active: {
    eyebrow: 'Active pentru afaceri',
    lead: 'Utilaje, spații comerciale, terenuri, linii de producție și alte active de business, de la firme din toată țara.',
    description: 'Active de business de vânzare: utilaje și auto, imobiliare, spații comerciale, terenuri, linii de producție.',
  },
  fund: {
    eyebrow: 'Fonduri europene, PNRR, programe naționale',
    lead: 'Programele de finanțare pentru firme și antreprenori, cu valoarea grantului, regiunile eligibile și termenele de depunere.',
    description: 'Programe de finanțare nerambursabilă pentru firme din România: fonduri europene, PNRR, programe guvernamentale, pe regiuni de dezvoltare.',
  },
  service: {
    eyebrow: 'Servicii B2B',
    lead: 'Contabilitate, juridic, IT, marketing, construcții și alte servicii oferite de firme din comunitatea RoAfaceri.',
    description: 'Servicii pentru firme oferite de companii verificate: consultanță, IT & marketing, juridic, construcții, transport și altele.',
  },
  news: {
    eyebrow: 'Știri pentru antreprenori',
    lead: 'Finanțări, tranzacții, legislație și povești de succes, explicate pe înțelesul antreprenorilor.',
    description: 'Noutăți despre finanțări nerambursabile, tranzacții cu afaceri și legislație pentru firme din România.',
  },
  investment: {
    eyebrow: 'Proiecte care caută investitori',
    lead: 'Antreprenori care caută asociați, capital sau know-how pentru a-și crește afacerea.',
    description: 'Proiecte de afaceri care caută parteneri și investitori: participație la capital, împrumut, asociere.',
  },
  investor: {
    eyebrow: 'Vreau să investesc',
    lead: 'Investitori activi, fonduri și business angels, cu domeniile care îi interesează și sumele pe care le investesc.',
    description: 'Investitori, fonduri și business angels din România, cu domeniile de interes și tichetele de investiție.',
  },
};
