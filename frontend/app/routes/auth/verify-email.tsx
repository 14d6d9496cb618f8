import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/verify-email';
import { ErrorCode } from '@contracts/error-codes';
import { FormMessage } from '~/components/Field';
import { createApiClient, errorText } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { text } from '~/lib/validation';

type VerifyData = { ok: true } | { ok: false; message: string };

/**
 * Opened from the confirmation email. Opening it changes nothing (mail scanners open links): the
 * page asks, and its button (a plain form post, without JavaScript too) confirms the address.
 */
export function loader(args: Route.LoaderArgs) {
  return { token: args.url.searchParams.get('token') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const token = text(await args.request.formData(), 'token');
  if (!token) return data<VerifyData>({ ok: false, message: errorText(ErrorCode.AUTH_VERIFY_TOKEN_INVALID) }, { status: 400 });
  const result = await createApiClient(args).verifyEmail(token);
  return result.ok ? data<VerifyData>({ ok: true }) : data<VerifyData>({ ok: false, message: result.text }, { status: result.status || 502 });
}

/** Its URL carries the account's token: never kept by the page cache (as the other email links' pages). */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export const meta = () => [
  ...pageMeta('Confirmarea adresei de email', 'Confirmarea adresei de email pentru contul tău RoAfaceri.'),
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData.message : !loaderData.token ? errorText(ErrorCode.AUTH_VERIFY_TOKEN_INVALID) : null;
  return (
    <div className="auth-page">
      <div className="container auth-card">
        <h1 className="page-title">Confirmarea adresei de email</h1>
        {actionData?.ok ? (
          <>
            <FormMessage kind="success">Adresa de email a fost confirmată. Contul tău este activ.</FormMessage>
            <Link to={paths.login()} className="button button--primary">
              Intră în cont
            </Link>
          </>
        ) : failed ? (
          <>
            <FormMessage kind="error">{failed}</FormMessage>
            <p>Dacă ai confirmat deja adresa, poți intra direct în cont. Altfel, scrie-ne și te ajutăm.</p>
            <div className="cta-row">
              <Link to={paths.login()} className="button button--primary">
                Autentificare
              </Link>
              <Link to={paths.contact()} className="button button--ghost">
                Contact
              </Link>
            </div>
          </>
        ) : (
          <Form method="post" data-testid="verify-email-form">
            <p>Apasă butonul de mai jos pentru a confirma adresa de email și a activa contul.</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Se confirmă…' : 'Confirmă adresa de email'}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
