import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/reset-password';
import { ErrorCode } from '@contracts/error-codes';
import { FormMessage } from '~/components/Field';
import { NewPasswordFields } from '~/components/NewPasswordFields';
import { createApiClient, errorText } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { compact, confirmPasswordError, hasErrors, newPasswordError, rawText, text, type FieldErrors } from '~/lib/validation';
import { useErrorsAfterSubmit } from '~/features/auth/errors-after-submit';

type ResetField = 'password' | 'confirmPassword';
type ResetData = { ok: true } | { ok: false; fieldErrors: FieldErrors<ResetField>; message?: string };

function validateReset(password: string, confirmPassword: string): FieldErrors<ResetField> {
  return compact<ResetField>({ password: newPasswordError(password), confirmPassword: confirmPasswordError(password, confirmPassword) });
}

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const token = text(formData, 'token');
  const password = rawText(formData, 'password');
  const confirmPassword = rawText(formData, 'confirmPassword');
  if (!token) return data<ResetData>({ ok: false, fieldErrors: {}, message: errorText(ErrorCode.AUTH_RESET_TOKEN_INVALID) }, { status: 400 });
  const fieldErrors = validateReset(password, confirmPassword);
  if (hasErrors(fieldErrors)) return data<ResetData>({ ok: false, fieldErrors }, { status: 400 });
  const result = await createApiClient(args).resetPassword({ token, password, confirmPassword });
  if (!result.ok) {
    const serverErrors: FieldErrors<ResetField> = {};
    if (result.fieldErrors.password) serverErrors.password = result.fieldErrors.password;
    if (result.fieldErrors.confirmPassword) serverErrors.confirmPassword = result.fieldErrors.confirmPassword;
    return data<ResetData>(
      { ok: false, fieldErrors: serverErrors, message: hasErrors(serverErrors) ? undefined : result.text },
      { status: result.status || 502 },
    );
  }
  return data<ResetData>({ ok: true });
}

export const meta = () => pageMeta('Setează o parolă nouă', 'Alege o parolă nouă pentru contul tău RoAfaceri.');

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Uncontrolled: passwords typed before the page's script has run are kept when it hydrates.
  const {
    errors: clientErrors,
    onSubmit,
    onChange,
  } = useErrorsAfterSubmit((formData) => validateReset(rawText(formData, 'password'), rawText(formData, 'confirmPassword')));
  const serverErrors = actionData && !actionData.ok ? actionData.fieldErrors : {};

  if (actionData?.ok) {
    return (
      <div className="auth-page">
        <div className="container auth-card">
          <h1 className="page-title">Parola a fost schimbată</h1>
          <FormMessage kind="success">Poți intra acum în cont cu parola nouă.</FormMessage>
          <Link to={paths.login()} className="button button--primary">
            Autentificare
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="auth-page">
      <div className="container auth-card">
        <h1 className="page-title">Setează o parolă nouă</h1>
        {!loaderData.token ? (
          <>
            <FormMessage kind="error">Linkul de resetare nu este complet. Deschide din nou linkul primit pe email sau cere unul nou.</FormMessage>
            <Link to={paths.lostPassword()} className="button button--primary">
              Cere un link nou
            </Link>
          </>
        ) : (
          <Form method="post" className="form" noValidate onSubmit={onSubmit} onChange={onChange}>
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields
              passwordError={clientErrors.password ?? serverErrors.password}
              confirmError={clientErrors.confirmPassword ?? serverErrors.confirmPassword}
            />
            {actionData && !actionData.ok && actionData.message ? (
              <FormMessage kind="error">
                {actionData.message}{' '}
                <Link to={paths.lostPassword()} className="link">
                  Cere un link nou
                </Link>
              </FormMessage>
            ) : null}
            <button type="submit" className="button button--primary button--block" disabled={navigation.state === 'submitting'}>
              Salvează parola
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
