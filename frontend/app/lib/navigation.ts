import { paths } from './paths';

export interface NavItem {
  label: string;
  to: string;
  /** Served by the API host, not by the site's router (e.g. sitemap.xml). */
  reloadDocument?: boolean;
}

export interface NavGroup {
  title: string;
  items: NavItem[];
}

/** The horizontal menu of the main toolbar (desktop). */
export const mainNav: NavItem[] = [
  { label: 'Afaceri de vânzare', to: paths.businessesForSale() },
  { label: 'Active', to: paths.assets() },
  { label: 'Finanțări', to: paths.funds() },
  { label: 'Investitori', to: paths.investors() },
  { label: 'Caut partener', to: paths.partnerSearch() },
  { label: 'Servicii', to: paths.services() },
  { label: 'Evaluare afaceri', to: paths.valuation() },
  { label: 'Noutăți', to: paths.news() },
  { label: 'Contact', to: paths.contact() },
];

/** Paths where the main toolbar is transparent over the page hero (spec section 2). */
export const TRANSPARENT_TOOLBAR_PATHS: readonly string[] = [paths.home(), paths.services(), paths.billingData()];
