import type { PortfolioCategory, PortfolioProject } from '@contracts/content';
import { Link } from 'react-router';
import { countLabel, formatPrice } from '~/features/listings/format';
import { AMOUNT_LABELS, type CategoryFilter } from './portfolio';

/** Category links of the portfolio: plain links (the filter works without JavaScript), the current one marked. */
export function PortfolioFilter({ filters, current }: { filters: readonly CategoryFilter[]; current: PortfolioCategory | null }) {
  return (
    <nav className="pill-nav" aria-label="Filtrează proiectele după categorie">
      <ul>
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link to={filter.path} preventScrollReset aria-current={filter.id === current ? 'page' : undefined} className="pill-nav__link">
              {filter.label} <span className="pill-nav__count">({filter.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <li className="card project-card" data-category={project.category}>
      <p className="project-card__top">
        <span className={`content-tag content-tag--${project.category}`}>{project.categoryName}</span>
        <span>{project.year}</span>
      </p>
      <h3 className="card__title">{project.title}</h3>
      <dl className="project-card__facts">
        <div>
          <dt>{AMOUNT_LABELS[project.category]}</dt>
          <dd className="project-card__amount">{formatPrice(project.amountEur, 'EUR')}</dd>
        </div>
        <div>
          <dt>Client</dt>
          <dd>{project.clientType}</dd>
        </div>
        <div>
          <dt>Domeniu</dt>
          <dd>{project.sector}</dd>
        </div>
        <div>
          <dt>Localitate</dt>
          <dd>
            {project.city}, regiunea {project.region}
          </dd>
        </div>
        <div>
          <dt>Program sau mandat</dt>
          <dd>{project.programme}</dd>
        </div>
      </dl>
      <p className="card__text">{project.result}</p>
    </li>
  );
}

/** The projects shown, with their count announced to screen readers when the filter changes. */
export function ProjectList({ projects }: { projects: readonly PortfolioProject[] }) {
  return (
    <>
      <p className="content-count" aria-live="polite">
        {countLabel(projects.length, 'proiect', 'proiecte')}
      </p>
      <ul className="project-list">
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </ul>
    </>
  );
}
