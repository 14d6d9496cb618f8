import { Link } from 'react-router';
import type { Route } from './+types/verify-email';
import { ErrorCode } from '@contracts/error-codes';
import { FormMessage } from '~/components/Field';
import { createApiClient, errorText } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';

/** Opened from the confirmation email: confirms the address right away (POST /api/auth/verifyEmail). */
export async function loader(args: Route.LoaderArgs) {
  const token = args.url.searchParams.get('token');
  if (!token) return { ok: false as const, message: errorText(ErrorCode.AUTH_VERIFY_TOKEN_INVALID) };
  const result = await createApiClient(args).verifyEmail(token);
  return result.ok ? { ok: true as const } : { ok: false as const, message: result.text };
}

export const meta = () => [
  ...pageMeta('Confirmarea adresei de email', 'Confirmarea adresei de email pentru contul tău RoAfaceri.'),
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  return (
    <div className="auth-page">
      <div className="container auth-card">
        <h1 className="page-title">Confirmarea adresei de email</h1>
        {loaderData.ok ? (
          <>
            <FormMessage kind="success">Adresa de email a fost confirmată. Contul tău este activ.</FormMessage>
            <Link to={paths.login()} className="button button--primary">
              Intră în cont
            </Link>
          </>
        ) : (
          <>
            <FormMessage kind="error">{loaderData.message}</FormMessage>
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
        )}
      </div>
    </div>
  );
}
