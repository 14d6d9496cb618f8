/**
 * Email + password form used by the login modal and the /auth/login page. It posts to the
 * login route's action through a fetcher; without JavaScript it is an ordinary form post.
 * Any failure shows the toast 'Email sau parola incorecte.' (error, top, 3 s). The fields are
 * uncontrolled: what a visitor types before the page's script has run is kept when it hydrates.
 */
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { EmailField, FormMessage, PasswordField } from '~/components/Field';
import { useToast } from '~/components/Toasts';
import { LOGIN_FAILED_TEXT } from '~/i18n/ro';
import { paths } from '~/lib/paths';
import { readLogin, validateLogin, type LoginActionData } from './login-rules';
import { useErrorsAfterSubmit } from './errors-after-submit';

interface LoginFormProps {
  /** Where to go after login; the app goes to / when absent. */
  redirectTo?: string | null;
  /** Called when the visitor follows the register / recover links (the modal closes). */
  onLeave?: () => void;
  /** Result of a no-JavaScript submission (the page's action data). */
  serverResult?: LoginActionData;
  autoFocus?: boolean;
}

export function LoginForm({ redirectTo, onLeave, serverResult, autoFocus }: LoginFormProps) {
  const fetcher = useFetcher<LoginActionData>();
  const toast = useToast();
  const handled = useRef<LoginActionData | undefined>(undefined);

  const { errors: clientErrors, onSubmit, onChange } = useErrorsAfterSubmit((formData) => validateLogin(readLogin(formData)));
  // Without JavaScript the page shows the failure inline; with JavaScript the toast does.
  const inlineFailure = !fetcher.data && serverResult && !serverResult.ok;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== 'idle' || !data || handled.current === data) return;
    handled.current = data;
    if (!data.ok) toast.show({ message: LOGIN_FAILED_TEXT, kind: 'error' });
  }, [fetcher.state, fetcher.data, toast]);

  return (
    <fetcher.Form method="post" action={paths.login()} className="form" noValidate onSubmit={onSubmit} onChange={onChange}>
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <EmailField autoFocus={autoFocus} defaultValue={serverResult?.email} error={clientErrors.email} />
      <PasswordField label="Parolă" name="password" autoComplete="current-password" required error={clientErrors.password} />
      {inlineFailure ? <FormMessage kind="error">{LOGIN_FAILED_TEXT}</FormMessage> : null}
      <div className="form__row form__row--between">
        <Link to={paths.lostPassword()} onClick={onLeave} className="link">
          Ai uitat parola?
        </Link>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Se verifică…' : 'Autentificare'}
      </button>
      <p className="form__footnote">
        Nu ai cont?{' '}
        <Link to={paths.register()} onClick={onLeave} className="link">
          Creează un cont nou
        </Link>
      </p>
    </fetcher.Form>
  );
}
