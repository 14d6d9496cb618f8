import { Link } from 'react-router';
import type { Route } from './+types/hub';
import { CheckList } from '~/components/PageLayout';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { redirectSignedInUser } from '~/lib/session.server';

export async function loader(args: Route.LoaderArgs) {
  await redirectSignedInUser(args);
  return null;
}

export const meta = () =>
  pageMeta('Autentificare sau cont nou', 'Intră în contul RoAfaceri sau creează un cont nou, gratuit, ca persoană fizică sau juridică.');

export default function AuthHub() {
  return (
    <div className="auth-page">
      <div className="container auth-hub">
        <h1 className="page-title">Contul tău RoAfaceri</h1>
        <div className="auth-hub__grid">
          <section className="panel">
            <h2 className="section__title">Ai deja cont?</h2>
            <p>Intră în cont ca să îți gestionezi anunțurile, favoritele și cererile de consultanță.</p>
            <Link to={paths.login()} className="button button--primary button--block">
              Autentificare
            </Link>
            <Link to={paths.lostPassword()} className="link">
              Ai uitat parola?
            </Link>
          </section>
          <section className="panel">
            <h2 className="section__title">Ești nou aici?</h2>
            <CheckList
              items={[
                'publici anunțuri pentru afaceri, servicii și investiții;',
                'salvezi anunțurile favorite;',
                'primești alerte pentru oportunitățile potrivite.',
              ]}
            />
            <Link to={paths.register()} className="button button--accent button--block">
              Creează cont nou
            </Link>
          </section>
        </div>
      </div>
    </div>
  );
}
