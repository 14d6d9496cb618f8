import { Link } from 'react-router';
import { paths } from '~/lib/paths';

/** The spec's 404 page: 'Oops, pagina pe care o cauți nu există!' and a 'Prima pagină' button. */
export function NotFound() {
  return (
    <div className="status-page" data-testid="not-found">
      <div className="container status-page__inner">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">Oops, pagina pe care o cauți nu există!</h1>
        <p className="status-page__text">Este posibil ca adresa să fie greșită sau ca pagina să fi fost mutată.</p>
        <Link to={paths.home()} className="button button--primary">
          Prima pagină
        </Link>
      </div>
    </div>
  );
}
