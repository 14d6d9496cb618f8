import { Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/favorites';
import { FormMessage } from '~/components/Field';
import { CtaRow, PageHeader, Section } from '~/components/PageLayout';
import { favoritesAction, loadFavorites } from '~/features/account/favorites.server';
import { countLabel, formatDate } from '~/features/listings/format';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

export const loader = (args: Route.LoaderArgs) => loadFavorites(args);
export const action = (args: Route.ActionArgs) => favoritesAction(args);

export const meta = () => [...pageMeta('Favorite', 'Anunțurile salvate în contul tău RoAfaceri.'), { name: 'robots', content: 'noindex' }];

const DISCOVER = [
  { label: 'Afaceri de vânzare', to: paths.businessesForSale(), kind: 'primary' },
  { label: 'Finanțări', to: paths.funds(), kind: 'ghost' },
  { label: 'Servicii', to: paths.services(), kind: 'ghost' },
  { label: 'Investitori', to: paths.investors(), kind: 'ghost' },
] as const;

export default function Favorites({ loaderData, actionData }: Route.ComponentProps) {
  const { favorites } = loaderData;
  const navigation = useNavigation();
  const removing = navigation.state === 'submitting' ? navigation.formData?.get('id') : null;

  return (
    <>
      <PageHeader
        eyebrow="Contul meu"
        title="Favorite"
        lead={
          favorites.length
            ? `Anunțurile pe care le-ai salvat ca să revii la ele: ${countLabel(favorites.length, 'anunț salvat', 'anunțuri salvate')}.`
            : 'Anunțurile pe care le salvezi apar aici, ca să revii ușor la ele.'
        }
      />
      <Section>
        {actionData ? <FormMessage kind={actionData.ok ? 'success' : 'error'}>{actionData.message}</FormMessage> : null}
        {favorites.length === 0 ? (
          <div className="empty-state" data-testid="favorites-empty">
            <h2 className="section__title">Nu ai niciun anunț salvat</h2>
            <p>Apasă pe „Adaugă la favorite” în pagina oricărui anunț ca să îl găsești aici.</p>
            <CtaRow actions={DISCOVER} />
          </div>
        ) : (
          <ul className="my-listings" aria-label="Anunțurile salvate">
            {favorites.map((favorite) => {
              const titleId = `favorit-${favorite.id}-titlu`;
              return (
                <li key={favorite.id} className="my-listing" data-favorite-id={favorite.id} aria-labelledby={titleId}>
                  {favorite.photo ? (
                    <img className="my-listing__thumb" src={favorite.photo} alt="" width={120} height={90} loading="lazy" decoding="async" />
                  ) : (
                    <span className="my-listing__thumb" aria-hidden="true" />
                  )}
                  <div className="my-listing__body">
                    <div className="my-listing__head">
                      <p className="my-listing__family">{favorite.family}</p>
                      {favorite.href ? null : <span className="status-badge status-badge--expired">Indisponibil</span>}
                    </div>
                    <h2 className="my-listing__title" id={titleId}>
                      {favorite.href ? <Link to={favorite.href}>{favorite.title}</Link> : favorite.title}
                    </h2>
                    {favorite.href ? null : <p className="muted-text">Anunțul nu mai este publicat. Îl poți elimina din listă.</p>}
                    {favorite.savedAt ? <p className="muted-text">Salvat pe {formatDate(favorite.savedAt)}</p> : null}
                    <Form method="post" className="my-listing__actions">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="id" value={favorite.id} />
                      <button type="submit" className="button button--danger-outline button--small" disabled={removing === favorite.id}>
                        Elimină<span className="visually-hidden"> „{favorite.title}” din favorite</span>
                      </button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Section>
    </>
  );
}
