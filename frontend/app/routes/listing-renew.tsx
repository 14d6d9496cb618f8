/**
 * `/reinnoire-anunt?token=…`: where an expiry reminder's renew link lands. The API's GET changes
 * nothing (mail scanners open links) and redirects here; the button (a plain form post, so it works
 * without JavaScript) renews the listing and goes on to my listings, which say what happened.
 * Public: the link itself is the owner's authority, as the email may be opened where nobody is
 * signed in.
 */
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/listing-renew';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { text } from '~/lib/validation';

const TOKEN_MAX = 1000;
const LINK_INVALID = 'Linkul nu mai este valid. Poți reînnoi anunțul din contul tău, din lista anunțurilor tale.';

export function loader({ request }: Route.LoaderArgs) {
  return { token: (new URL(request.url).searchParams.get('token') ?? '').trim().slice(0, TOKEN_MAX) };
}

/** The button: the API renews and names the page to show next (my listings, with what happened). */
export async function action(args: Route.ActionArgs) {
  const token = text(await args.request.formData(), 'token');
  if (!token) return data({ message: LINK_INVALID }, { status: 400 });
  const result = await createApiClient(args).call<{ renewed: boolean; next: string }>(`/api/listings/renew-link/${encodeURIComponent(token)}`, {
    method: 'POST',
  });
  if (result.ok && result.data.next.startsWith('/cont/')) return redirect(result.data.next, 303);
  return data({ message: result.ok ? LINK_INVALID : result.text }, { status: result.ok ? 400 : result.status || 502 });
}

/** About one person's listing: never cached, never indexed. */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => pageMeta('Reînnoiește anunțul', 'Reînnoirea unui anunț care expiră.', { noindex: true });

export default function ListingRenew({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  return (
    <>
      <PageHeader title="Reînnoiește anunțul" />
      <Section>
        <div className="panel" data-testid="listing-renew">
          {!token ? (
            <FormMessage kind="error">{LINK_INVALID}</FormMessage>
          ) : (
            <Form method="post" className="form">
              <input type="hidden" name="token" value={token} />
              <p>Anunțul tău expiră în curând. Reînnoiește-l și rămâne publicat încă o perioadă, cu aceleași date.</p>
              {actionData?.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <div className="form-actions">
                <button type="submit" className="button button--primary">
                  Reînnoiește anunțul
                </button>
              </div>
            </Form>
          )}
          <Link to={paths.myListings()} className="button button--ghost">
            Vezi anunțurile mele
          </Link>
        </div>
      </Section>
    </>
  );
}
