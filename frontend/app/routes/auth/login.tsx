import { data, Link, replace } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '~/features/auth/LoginForm';
import { readLogin, validateLogin, type LoginActionData } from '~/features/auth/login-rules';
import { LOGIN_FAILED_TEXT } from '~/i18n/ro';
import { cookieHeaders, createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths, safeRedirectTarget } from '~/lib/paths';
import { redirectSignedInUser } from '~/lib/session.server';
import { hasErrors } from '~/lib/validation';

export async function loader(args: Route.LoaderArgs) {
  await redirectSignedInUser(args);
  const redirectTo = args.url.searchParams.get('redirect');
  return { redirectTo: redirectTo ? safeRedirectTarget(redirectTo) : null };
}

/**
 * Login for the page and for the modal (fetcher). On success the API's Set-Cookie is passed on and
 * the app goes to `redirect` (or /) replacing history (spec section 4).
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const { email, password } = readLogin(formData);
  const fieldErrors = validateLogin({ email, password });
  if (hasErrors(fieldErrors)) {
    return data<LoginActionData>({ ok: false, message: LOGIN_FAILED_TEXT, fieldErrors, email }, { status: 400 });
  }
  const result = await createApiClient(args).login(email, password);
  if (!result.ok) {
    // Every failure shows the same text (spec section 8); the code is only logged for 5xx.
    return data<LoginActionData>({ ok: false, message: LOGIN_FAILED_TEXT, fieldErrors: {}, email }, { status: result.status === 429 ? 429 : 401 });
  }
  return replace(safeRedirectTarget(formData.get('redirect')), { headers: cookieHeaders(result) });
}

export const meta = () => pageMeta('Autentificare', 'Intră în contul tău RoAfaceri ca să publici anunțuri, să salvezi favorite și să îți urmărești cererile.');

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="auth-page">
      <div className="container auth-card">
        <h1 className="page-title">Bine ai revenit!</h1>
        <p className="page-lead">Intră în contul tău RoAfaceri.</p>
        {loaderData.redirectTo ? (
          <p className="form-message form-message--info" role="status">
            Pagina cerută necesită autentificare. După ce intri în cont te ducem direct acolo.
          </p>
        ) : null}
        <LoginForm redirectTo={loaderData.redirectTo} serverResult={actionData} />
        <p className="form__footnote">
          <Link to={paths.authHub()} className="link">
            Înapoi la opțiunile de cont
          </Link>
        </p>
      </div>
    </div>
  );
}
