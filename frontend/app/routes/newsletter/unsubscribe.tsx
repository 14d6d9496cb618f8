import { data, Form, Link } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { LINK_INVALID, PRIVATE_PAGE_HEADERS } from '~/features/newsletter/newsletter-links';
import { newsletterApi, tokenOf } from '~/features/newsletter/newsletter-links.server';
import { pageMeta } from '~/lib/meta';
import { newsletterPaths } from '~/features/newsletter/newsletter-paths';
import { text } from '~/lib/validation';

type UnsubscribeData = { ok: true } | { ok: false; message: string };

export const meta = () => pageMeta('Dezabonare de la newsletter', 'Dezabonează-te de la newsletterul RoAfaceri.', { noindex: true });
export const headers = () => PRIVATE_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

/**
 * Where the unsubscribe link of a newsletter email leads in a browser (the API's GET redirects
 * here): it asks first, since mail scanners open links; the button unsubscribes.
 */
export async function action(args: Route.ActionArgs) {
  const token = text(await args.request.formData(), 'token');
  if (!token) return data<UnsubscribeData>({ ok: false, message: LINK_INVALID }, { status: 400 });
  const result = await newsletterApi(args).unsubscribe(token);
  if (!result.ok) return data<UnsubscribeData>({ ok: false, message: result.fieldErrors.token ?? result.text }, { status: result.status || 502 });
  return data<UnsubscribeData>({ ok: true });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const token = loaderData.token;
  return (
    <>
      <PageHeader title="Dezabonare de la newsletter" />
      <Section>
        <div className="panel newsletter-page" data-testid="newsletter-unsubscribe">
          {actionData?.ok ? (
            <>
              <FormMessage kind="success">Te-ai dezabonat de la newsletterul RoAfaceri. Nu vei mai primi emailurile noastre periodice.</FormMessage>
              <p>
                <Link to={newsletterPaths.preferences(token)} className="link">
                  M-am răzgândit: vreau să primesc din nou newsletterul
                </Link>
              </p>
            </>
          ) : !token ? (
            <FormMessage kind="error">{LINK_INVALID}</FormMessage>
          ) : (
            <Form method="post" className="form">
              <input type="hidden" name="token" value={token} />
              <p>Nu vei mai primi niciun newsletter RoAfaceri la această adresă. Poți alege în schimb doar subiectele care te interesează.</p>
              {actionData && !actionData.ok ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <div className="form-actions">
                <button type="submit" className="button button--primary">
                  Da, dezabonează-mă
                </button>
                <Link to={newsletterPaths.preferences(token)} className="button button--ghost">
                  Alege subiectele
                </Link>
              </div>
            </Form>
          )}
        </div>
      </Section>
    </>
  );
}
