import { data, Form, Link } from 'react-router';
import type { Route } from './+types/confirm';
import { NEWSLETTER_TOPICS } from '@contracts/admin';
import { nameOf } from '@contracts/consulting';
import { FormMessage } from '~/components/Field';
import { PageHeader, Section } from '~/components/PageLayout';
import { LINK_INVALID, PRIVATE_PAGE_HEADERS } from '~/features/newsletter/newsletter-links';
import { newsletterApi, tokenOf } from '~/features/newsletter/newsletter-links.server';
import { pageMeta } from '~/lib/meta';
import { newsletterPaths } from '~/features/newsletter/newsletter-paths';
import { text } from '~/lib/validation';

type ConfirmData = { ok: true; topics: string[]; preferencesToken: string } | { ok: false; message: string };

export const meta = () => pageMeta('Confirmă abonarea la newsletter', 'Confirmă abonarea la newsletterul RoAfaceri.', { noindex: true });
export const headers = () => PRIVATE_PAGE_HEADERS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: tokenOf(request) };
}

/**
 * The confirmation link of the sign-up email opens this page; the button confirms (a POST: mail
 * scanners that open links confirm nothing on the visitor's behalf).
 */
export async function action(args: Route.ActionArgs) {
  const token = text(await args.request.formData(), 'token');
  if (!token) return data<ConfirmData>({ ok: false, message: LINK_INVALID }, { status: 400 });
  const result = await newsletterApi(args).confirm(token);
  if (!result.ok) return data<ConfirmData>({ ok: false, message: result.fieldErrors.token ?? result.text }, { status: result.status || 502 });
  return data<ConfirmData>({
    ok: true,
    topics: result.data.topics.map((topic) => nameOf(NEWSLETTER_TOPICS, topic)),
    preferencesToken: result.data.preferencesToken,
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Confirmă abonarea la newsletter" lead="Un singur pas: confirmă că adresa ta de email vrea să primească newsletterul RoAfaceri." />
      <Section>
        <div className="panel newsletter-page" data-testid="newsletter-confirm">
          {actionData?.ok ? (
            <>
              <FormMessage kind="success">Abonarea ta este confirmată. Vei primi newsletterul RoAfaceri despre: {actionData.topics.join(', ')}.</FormMessage>
              <p>
                <Link to={newsletterPaths.preferences(actionData.preferencesToken)} className="link">
                  Alege subiectele pe care le primești
                </Link>
              </p>
            </>
          ) : !loaderData.token ? (
            <FormMessage kind="error">{LINK_INVALID}</FormMessage>
          ) : (
            <Form method="post" className="form">
              <input type="hidden" name="token" value={loaderData.token} />
              {actionData && !actionData.ok ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <button type="submit" className="button button--primary">
                Confirmă abonarea
              </button>
            </Form>
          )}
        </div>
      </Section>
    </>
  );
}
