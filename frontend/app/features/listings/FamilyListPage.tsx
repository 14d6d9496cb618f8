/**
 * A family page: header, filters, result count and the results with "load more". The family list
 * route and pages that show one family with a fixed filter render this with their loader's data.
 */
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LIST_EXACT_TOTAL_MAX } from '@contracts/listings';
import { PageHeader } from '~/components/PageHeader';
import { saveSearchHref } from '~/features/saved-searches/save-link';
import { deferredComponent, keepServerHtml } from '~/lib/deferred-component';
import { TRANSPARENT_TOOLBAR_PATHS } from '~/lib/navigation';
import { FAMILIES, type FamilyConfig } from './families';
import type { FamilyFiltersProps } from './FamilyFilters';
import type { FamilyListData } from './family-list.server';
import { countLabel } from './format';
import { filterSearch, hasFilters } from './list-query';
import { LoadMoreList } from './LoadMoreList';

// Phones show the filters folded: their code loads when they are opened, or as they near the
// screen where they show unfolded (wide screens, a filtered page). See lib/deferred-component.tsx.
const FamilyFilters = deferredComponent<FamilyFiltersProps & { open: boolean }>(() => import('./FamilyFilters').then((module) => module.FamilyFilters), {
  visible: true,
  needed: (props) => props.open,
});
// Everything they show comes in their props (the family's choices, the values, the cities).
if (import.meta.env.SSR) keepServerHtml(FamilyFilters, 'props');

interface FamilyListPageProps {
  data: FamilyListData;
  /** Overrides of the family's texts (e.g. the partnerships page). */
  title?: string;
  eyebrow?: string;
  lead?: ReactNode;
  headerExtra?: ReactNode;
  children?: ReactNode;
}

export function FamilyListPage({ data, title, eyebrow, lead, headerExtra, children }: FamilyListPageProps) {
  const family: FamilyConfig = FAMILIES[data.familyKey];
  const location = useLocation();
  const { filters, pagination, docs, error } = data;
  const total = pagination?.total ?? 0;
  const pageUrl = (page: number) => location.pathname + filterSearch(filters, { page, withCategory: family.key !== 'active' });
  const resetKey = location.pathname + filterSearch(filters);
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <>
      <PageHeader
        eyebrow={eyebrow ?? data.texts.eyebrow}
        title={title ?? family.title}
        lead={lead ?? data.texts.lead}
        hero={TRANSPARENT_TOOLBAR_PATHS.includes(location.pathname)}
      >
        {headerExtra}
      </PageHeader>
      <section className="section listing-page">
        <div className="container listing-page__layout">
          {family.filters.length > 1 ? (
            <details className="listing-page__filters" open={hasFilters(filters) || undefined} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
              <summary className="listing-page__filters-toggle">Filtre</summary>
              <FamilyFilters family={family} choices={data.choices} values={filters} cities={data.cities} action={location.pathname} open={filtersOpen} />
            </details>
          ) : null}
          <div className="listing-results">
            <div className="listing-results__head">
              <p className="listing-results__count" role="status" data-testid="result-count">
                {error
                  ? ''
                  : pagination?.totalIsEstimate
                    ? `peste ${countLabel(LIST_EXACT_TOTAL_MAX, 'anunț', 'anunțuri')}`
                    : total
                      ? countLabel(total, 'anunț', 'anunțuri')
                      : 'Niciun anunț găsit'}
                {pagination?.featuredCount ? (
                  <span className="listing-results__promoted">
                    {' '}
                    · {pagination.featuredCount === 1 ? 'unul promovat' : `${pagination.featuredCount} promovate`}
                  </span>
                ) : null}
              </p>
              {data.page > 1 ? (
                <Link to={pageUrl(1)} className="link">
                  Înapoi la primele anunțuri
                </Link>
              ) : null}
              {/* The same link for everyone (the page is cached for visitors): the save page asks for a login first.
                  Pages with a fixed filter of their own (a `title` override: partnerships) offer none. */}
              {title ? null : (
                <Link to={saveSearchHref(family.type, filters)} className="link" data-testid="save-search">
                  Salvează căutarea
                </Link>
              )}
            </div>
            {error ? (
              <p className="form-message form-message--error" role="alert">
                {error}
              </p>
            ) : null}
            {!error && docs.length === 0 ? (
              <div className="listing-results__empty">
                <p>Niciun anunț nu se potrivește filtrelor alese.</p>
                <div className="cta-row">
                  {hasFilters(filters) ? (
                    <Link to={location.pathname} className="button button--ghost">
                      Resetează filtrele
                    </Link>
                  ) : null}
                  {family.addPath ? (
                    <Link to={family.addPath} className="button button--primary">
                      Publică un anunț
                    </Link>
                  ) : null}
                </div>
              </div>
            ) : (
              <LoadMoreList first={data} pageUrl={pageUrl} resetKey={resetKey} label={title ?? family.title} />
            )}
          </div>
        </div>
      </section>
      {children}
    </>
  );
}
