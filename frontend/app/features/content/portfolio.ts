/** The portfolio page's category filter (`/portofoliu?categorie=`), counts and figures. */
import { PORTFOLIO_CATEGORIES, type PortfolioCategory, type PortfolioProject } from '@contracts/content';
import { paths } from '~/lib/paths';

export const CATEGORY_PARAM = 'categorie';

/** The category chosen in the URL; null for none or an unknown value (all projects are shown). */
export function categoryFrom(search: URLSearchParams): PortfolioCategory | null {
  const value = search.get(CATEGORY_PARAM);
  return PORTFOLIO_CATEGORIES.find((category) => category.id === value)?.id ?? null;
}

/** The portfolio's URL for a category (null: every project). */
export function portfolioPath(category: PortfolioCategory | null): string {
  return category ? `${paths.portfolio()}?${CATEGORY_PARAM}=${category}` : paths.portfolio();
}

export interface CategoryFilter {
  id: PortfolioCategory | null;
  label: string;
  count: number;
  path: string;
}

/** 'Toate' first, then each category with its number of projects. */
export function categoryFilters(projects: readonly PortfolioProject[]): CategoryFilter[] {
  return [
    { id: null, label: 'Toate', count: projects.length, path: portfolioPath(null) },
    ...PORTFOLIO_CATEGORIES.map((category) => ({
      id: category.id,
      label: category.name,
      count: projects.filter((project) => project.category === category.id).length,
      path: portfolioPath(category.id),
    })),
  ];
}

/** What the amount of a project means, by category. */
export const AMOUNT_LABELS: Record<PortfolioCategory, string> = {
  finantare: 'Finanțare obținută',
  tranzactie: 'Valoarea tranzacției',
  evaluare: 'Valoare evaluată',
};

/** Total funding obtained over the funding projects, in euro. */
export function fundingTotal(projects: readonly PortfolioProject[]): number {
  return projects.filter((project) => project.category === 'finantare').reduce((sum, project) => sum + project.amountEur, 0);
}
