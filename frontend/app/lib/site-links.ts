/**
 * The side menu's site map and the footer's links: only the side menu and the footer use them,
 * and both load their code when needed (see lib/deferred-component.tsx), so these lists stay out
 * of the code every page loads (the toolbar's menu is in navigation.ts).
 */
import type { NavGroup, NavItem } from './navigation';
import { paths } from './paths';

/** The full site map shown in the slide-over side menu. */
export const sideNav: NavGroup[] = [
  {
    title: 'Marketplace',
    items: [
      { label: 'Acasă', to: paths.home() },
      { label: 'Afaceri de vânzare', to: paths.businessesForSale() },
      { label: 'Active de vânzare', to: paths.assets() },
      { label: 'Vreau să investesc', to: paths.investors() },
      { label: 'Caut partener', to: paths.partnerSearch() },
      { label: 'Servicii pentru afaceri', to: paths.services() },
      { label: 'Servicii RoAfaceri', to: paths.businessServices() },
      { label: 'Noutăți', to: paths.news() },
    ],
  },
  {
    title: 'Finanțare și consultanță',
    items: [
      { label: 'Finanțări nerambursabile', to: paths.funds() },
      { label: 'Verifică eligibilitatea', to: paths.eligibilityCheck() },
      { label: 'Eligibilitate Măsura 3', to: paths.eligibilityMeasure3() },
      { label: 'Calculează punctajul', to: paths.scoreCalculator() },
      { label: 'Formulare de eligibilitate', to: paths.eligibilityForms() },
      { label: 'Încărcare documente', to: paths.documentUpload() },
      { label: 'Evaluare afaceri', to: paths.valuation() },
      { label: 'Pachete de promovare', to: paths.payment() },
    ],
  },
  {
    title: 'Despre noi',
    items: [
      { label: 'Echipa', to: paths.team() },
      { label: 'Portofoliu', to: paths.portfolio() },
      { label: 'Parteneriate', to: paths.partnerships() },
      { label: 'Partenerii noștri', to: paths.partners() },
      { label: 'Mindset Owners', to: paths.mindsetOwners() },
      { label: 'Aplicația mobilă', to: paths.mobileApp() },
      { label: 'Newsletter', to: paths.newsletter() },
      { label: 'Întrebări frecvente', to: paths.faq() },
      { label: 'Contact', to: paths.contact() },
    ],
  },
];

/** Links of the footer's "Linkuri utile" column. */
export const footerLinks: NavItem[] = [
  { label: 'Termeni și condiții', to: paths.terms() },
  { label: 'Politica GDPR', to: paths.termsGdpr() },
  { label: 'Politica de cookie-uri', to: paths.termsCookies() },
  { label: 'Întrebări frecvente', to: paths.faq() },
  { label: 'Pachete de promovare', to: paths.payment() },
  { label: 'Echipa', to: paths.team() },
  { label: 'Partenerii noștri', to: paths.partners() },
  { label: 'Aplicația mobilă', to: paths.mobileApp() },
  { label: 'Harta site-ului', to: paths.sitemap(), reloadDocument: true },
];
