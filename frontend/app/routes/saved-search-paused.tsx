/**
 * `/cautari-salvate/oprita`: where an alert email's pause link lands. The API's GET changes nothing
 * (mail scanners open links) and redirects here with `?token=…&nume=…`: the page asks, and its button
 * pauses the search (a plain form post, so it works without JavaScript). `?nume=…` alone: already
 * paused; `?eroare=link-invalid`: the link was not valid. Public: the email may be opened where nobody
 * is signed in. The name comes from the URL and is shown as text only.
 */
import { data, Form, Link } from 'react-router';
import type { Route } from './+types/saved-search-paused';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { savedSearchApi, savedSearchPaths } from '~/features/saved-searches/paths';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { text } from '~/lib/validation';

const NAME_MAX = 120;
const TOKEN_MAX = 500;
const LINK_INVALID = 'Linkul nu mai este valid. Poți opri alertele oricărei căutări din contul tău, din lista căutărilor salvate.';

type PauseData = { ok: true } | { ok: false; message: string };

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const name = (params.get('nume') ?? '').replace(/\s+/g, ' ').trim().slice(0, NAME_MAX);
  const token = (params.get('token') ?? '').trim().slice(0, TOKEN_MAX);
  return { name, token, invalid: params.has('eroare') };
}

/** The button: pauses the search of the link's token (the API's POST, also RFC 8058's one-click). */
export async function action(args: Route.ActionArgs) {
  const token = text(await args.request.formData(), 'token');
  if (!token) return data<PauseData>({ ok: false, message: LINK_INVALID }, { status: 400 });
  const result = await createApiClient(args).call<null>(savedSearchApi.pause(token), { method: 'POST' });
  if (result.ok) return data<PauseData>({ ok: true });
  return data<PauseData>(
    { ok: false, message: result.status === 404 ? LINK_INVALID : result.text },
    { status: result.status === 404 ? 404 : result.status || 502 },
  );
}

/** About one person's search: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.token ? 'Oprește alertele' : 'Alerte oprite', 'Alertele unei căutări salvate.', { noindex: true });

export default function SavedSearchPaused({ loaderData, actionData }: Route.ComponentProps) {
  const { name, token, invalid } = loaderData;
  const asking = Boolean(token) && !actionData?.ok;
  const searchName = name ? `căutarea „${name}”` : 'căutarea ta';
  return (
    <>
      <PageHeader title={asking ? 'Oprește alertele' : 'Alerte oprite'} />
      <Section>
        <div className="panel" data-testid="saved-search-paused">
          {invalid ? (
            <FormMessage kind="error">{LINK_INVALID}</FormMessage>
          ) : asking ? (
            <Form method="post" className="form">
              <input type="hidden" name="token" value={token} />
              <p>Nu vei mai primi emailuri cu anunțuri noi pentru {searchName}. Le poți porni din nou oricând din contul tău.</p>
              {actionData && !actionData.ok ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <div className="form-actions">
                <button type="submit" className="button button--primary">
                  Oprește alertele
                </button>
              </div>
            </Form>
          ) : (
            <>
              <p role="status">{name ? `Alertele pentru căutarea „${name}” au fost oprite.` : 'Alertele pentru căutarea ta au fost oprite.'}</p>
              <p>Nu mai primești emailuri pentru această căutare. Le poți porni din nou oricând din contul tău.</p>
            </>
          )}
          <Link to={savedSearchPaths.list()} className={asking ? 'button button--ghost' : 'button button--primary'}>
            Vezi căutările salvate
          </Link>
        </div>
      </Section>
    </>
  );
}
