/**
 * `/cautari-salvate/oprita?nume=…`: where an alert email's one-click pause lands (the API paused the
 * search and redirected here; `?eroare=link-invalid` when the link was not valid). Public: the email
 * may be opened where nobody is signed in. The name comes from the URL and is shown as text only.
 */
import { Link } from 'react-router';
import type { Route } from './+types/saved-search-paused';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { savedSearchPaths } from '~/features/saved-searches/paths';
import { pageMeta } from '~/lib/meta';

const NAME_MAX = 120;

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const name = (params.get('nume') ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
  return { name, invalid: params.has('eroare') };
}

/** About one person's search: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => pageMeta('Alerte oprite', 'Alertele căutării salvate au fost oprite.', { noindex: true });

export default function SavedSearchPaused({ loaderData }: Route.ComponentProps) {
  const { name, invalid } = loaderData;
  return (
    <>
      <PageHeader title="Alerte oprite" />
      <Section>
        <div className="panel" data-testid="saved-search-paused">
          {invalid ? (
            <FormMessage kind="error">Linkul nu mai este valid. Poți opri alertele oricărei căutări din contul tău, din lista căutărilor salvate.</FormMessage>
          ) : (
            <>
              <p role="status">{name ? `Alertele pentru căutarea „${name}” au fost oprite.` : 'Alertele pentru căutarea ta au fost oprite.'}</p>
              <p>Nu mai primești emailuri pentru această căutare. Le poți porni din nou oricând din contul tău.</p>
            </>
          )}
          <Link to={savedSearchPaths.list()} className="button button--primary">
            Vezi căutările salvate
          </Link>
        </div>
      </Section>
    </>
  );
}
