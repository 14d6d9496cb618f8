import { Link } from 'react-router';

export interface ContentCrumb {
  name: string;
  path: string;
}

/** Breadcrumb of a content page: links up the trail, the current page last and unlinked. */
export function ContentBreadcrumb({ crumbs }: { crumbs: readonly ContentCrumb[] }) {
  return (
    <nav className="breadcrumb" aria-label="Cale de navigare">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link to={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
