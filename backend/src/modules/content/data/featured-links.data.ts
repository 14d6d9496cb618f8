import type { FeaturedLink } from '../../../contracts/content.js';

/** The footer's useful links (masterdata/featuredLinksWeb): public pages of the site. */
export const FEATURED_LINKS_WEB: readonly FeaturedLink[] = [
  { label: 'Vânzare-cumpărare afaceri', path: '/vanzare-cumparare-afaceri' },
  { label: 'Finanțări nerambursabile', path: '/finantari' },
  { label: 'Servicii RoAfaceri', path: '/servicii-roafaceri' },
  { label: 'Evaluare afaceri', path: '/evaluare-afaceri' },
  { label: 'Portofoliu', path: '/portofoliu' },
  { label: 'Partenerii noștri', path: '/partenerii-nostri' },
  { label: 'Întrebări frecvente', path: '/faq' },
  { label: 'Termeni și condiții', path: '/termeni-conditii' },
];

/** Other featured links of the home page (masterdata/featured/misc): tools and pages of the provider. */
export const FEATURED_MISC: readonly FeaturedLink[] = [
  { label: 'Verifică eligibilitatea pentru finanțare', path: '/verifica-eligibilitate-finantare' },
  { label: 'Calculează punctajul proiectului', path: '/calculeaza-punctaj' },
  { label: 'Consultanță pentru finanțări nerambursabile', path: '/servicii-roafaceri/consultanta-finantari-nerambursabile' },
  { label: 'Pachete de promovare', path: '/plata' },
  { label: 'Aplicația mobilă', path: '/app' },
  { label: 'Echipa noastră', path: '/echipa' },
];
