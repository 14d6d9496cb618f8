import { paths } from '~/lib/paths';
import { site } from '~/lib/site';

/** The page shown when a page fails to load (other than "not found"); `details` only in development. */
export function ErrorPage({ details }: { details?: string }) {
  return (
    <div className="status-page">
      <div className="container status-page__inner">
        <h1 className="status-page__title">A apărut o eroare la încărcarea paginii.</h1>
        <p className="status-page__text">
          Te rugăm să reîncerci în câteva momente. Dacă problema persistă, scrie-ne la <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
        </p>
        <a href={paths.home()} className="button button--primary">
          Prima pagină
        </a>
        {details ? <pre className="status-page__stack">{details}</pre> : null}
      </div>
    </div>
  );
}
