import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/lost-password';
import { FormMessage, TextField } from '~/components/Field';
import { createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { compact, emailError, text } from '~/lib/validation';
import { useErrorsAfterSubmit } from '~/features/auth/errors-after-submit';

type LostPasswordData = { ok: true } | { ok: false; emailError?: string; message?: string; email: string };

export async function action(args: Route.ActionArgs) {
  const email = text(await args.request.formData(), 'email');
  const error = emailError(email);
  if (error) return data<LostPasswordData>({ ok: false, emailError: error, email }, { status: 400 });
  const result = await createApiClient(args).lostPassword(email);
  // The answer is the same whether the address has an account or not; only outages are reported.
  if (!result.ok && (result.status === 0 || result.status >= 500 || result.status === 429)) {
    return data<LostPasswordData>({ ok: false, message: result.text, email }, { status: result.status || 502 });
  }
  return data<LostPasswordData>({ ok: true });
}

export const meta = () => pageMeta('Recuperează parola', 'Primește pe email un link pentru a seta o parolă nouă pentru contul tău RoAfaceri.');

export default function LostPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Uncontrolled: an address typed before the page's script has run is kept when it hydrates.
  const { errors: clientErrors, onSubmit, onChange } = useErrorsAfterSubmit((formData) => compact({ email: emailError(text(formData, 'email')) }));

  return (
    <div className="auth-page">
      <div className="container auth-card">
        <h1 className="page-title">Recuperează parola</h1>
        {actionData?.ok ? (
          <>
            <FormMessage kind="success">
              Dacă adresa introdusă aparține unui cont RoAfaceri, vei primi în câteva minute un email cu linkul pentru setarea unei parole noi. Linkul este
              valabil o perioadă limitată.
            </FormMessage>
            <Link to={paths.login()} className="button button--primary">
              Înapoi la autentificare
            </Link>
          </>
        ) : (
          <>
            <p className="page-lead">Scrie adresa de email a contului și îți trimitem un link pentru o parolă nouă.</p>
            <Form method="post" className="form" noValidate onSubmit={onSubmit} onChange={onChange}>
              <TextField
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={actionData && !actionData.ok ? actionData.email : undefined}
                error={clientErrors.email ?? (actionData && !actionData.ok ? actionData.emailError : undefined)}
              />
              {actionData && !actionData.ok && actionData.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <button type="submit" className="button button--primary button--block" disabled={navigation.state === 'submitting'}>
                Trimite linkul
              </button>
            </Form>
            <p className="form__footnote">
              Ți-ai amintit parola?{' '}
              <Link to={paths.login()} className="link">
                Autentifică-te
              </Link>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
