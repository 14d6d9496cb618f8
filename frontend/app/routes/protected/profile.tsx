import { useState, type FormEvent } from 'react';
import { data, Form, Link, replace, useNavigation } from 'react-router';
import type { Route } from './+types/profile';
import { EXPIRED_AUTH_COOKIES, ErrorCode, UserType, labelOf, USER_TYPES } from '@contracts/index';
import { FormMessage, PasswordField, TextField } from '~/components/Field';
import { NewPasswordFields } from '~/components/NewPasswordFields';
import { CloseIcon } from '~/components/Icons';
import { PageHeader, Section } from '~/components/PageLayout';
import {
  readPasswordChange,
  readProfile,
  validateDelete,
  validatePasswordChange,
  validateProfile,
  type ProfileActionData,
  type ProfileIntent,
} from '~/features/account/profile-rules';
import { AnafNote } from '~/features/company-data/AnafNote';
import { ANAF_BUTTON_LABEL, ANAF_INTENT, isAnafSubmit } from '~/features/company-data/company-prefill';
import { anafFill } from '~/features/company-data/company-prefill.server';
import { LEGAL_ENTITY_ONLY_TEXT } from '~/i18n/ro';
import { cookieHeaders, createApiClient } from '~/lib/api-client';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { hasErrors, rawText, type FieldErrors } from '~/lib/validation';
import { useSubmitValidation } from '~/lib/form-validation';
import { FilePicker } from '~/components/FilePicker';

export async function loader(args: Route.LoaderArgs) {
  const user = await requireUser(args);
  const result = await createApiClient(args).getProfile();
  const profile = result.ok ? result.data : { ...user, phone: null, companyName: null, cui: null, avatarUrl: null, createdAt: '' };
  const reason = args.url.searchParams.get('motiv');
  return { profile, legalEntityOnly: reason === 'doar-persoane-juridice' };
}

function failed(intent: ProfileIntent, fieldErrors: FieldErrors, message?: string, status = 400, values?: ProfileActionData['values']) {
  return data<ProfileActionData>({ intent, ok: false, fieldErrors, message, ...(values ? { values } : {}) }, { status });
}

/** „Completează din datele ANAF”: the company's registered name from the CUI typed; nothing is saved until „Salvează profilul”. */
async function anafPrefill(args: Route.ActionArgs, formData: FormData) {
  const values = readProfile(formData);
  const found = await anafFill(args, values.cui);
  if ('cuiError' in found) return data<ProfileActionData>({ intent: 'profile', ok: false, fieldErrors: { cui: found.cuiError }, values }, { status: 400 });
  const filled = found.company ? { ...values, companyName: found.company.name } : values;
  return data<ProfileActionData>({ intent: 'profile', ok: false, fieldErrors: {}, values: filled, anaf: found.anaf }, { status: 200 });
}

export async function action(args: Route.ActionArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const intent = formData.get('intent') as ProfileIntent | typeof ANAF_INTENT;
  const api = createApiClient(args);

  if (intent === ANAF_INTENT) return anafPrefill(args, formData);

  if (intent === 'profile') {
    // A refused save shows the fields as typed (a company name ANAF gave included), not as last saved.
    const typed = readProfile(formData);
    const fieldErrors = validateProfile(formData);
    if (hasErrors(fieldErrors)) return failed(intent, fieldErrors, undefined, 400, typed);
    const photo = formData.get('avatar');
    const avatar = photo instanceof File && photo.size > 0 ? photo : undefined;
    const result = await api.updateProfile(typed, avatar);
    if (!result.ok) return failed(intent, result.fieldErrors, result.text, result.status || 502, typed);
    return data<ProfileActionData>({ intent, ok: true, fieldErrors: {}, message: 'Profilul a fost actualizat.' });
  }

  if (intent === 'password') {
    const fieldErrors = validatePasswordChange(formData);
    if (hasErrors(fieldErrors)) return failed(intent, fieldErrors);
    const result = await api.changePassword(readPasswordChange(formData));
    if (!result.ok) {
      if (result.code === ErrorCode.ACCOUNT_WRONG_PASSWORD) return failed(intent, { currentPassword: result.text });
      return failed(intent, result.fieldErrors, result.text, result.status || 502);
    }
    return data<ProfileActionData>({ intent, ok: true, fieldErrors: {}, message: 'Parola a fost schimbată.' });
  }

  if (intent === 'delete') {
    const fieldErrors = validateDelete(formData);
    if (hasErrors(fieldErrors)) return failed(intent, fieldErrors);
    const result = await api.deleteAccount(rawText(formData, 'deletePassword'));
    if (!result.ok) {
      const message = result.code === ErrorCode.ACCOUNT_WRONG_PASSWORD ? result.text : undefined;
      return failed(intent, { deletePassword: message ?? result.fieldErrors.password }, message ? undefined : result.text, result.status || 502);
    }
    const headers = cookieHeaders(result);
    for (const line of EXPIRED_AUTH_COOKIES) headers.append('Set-Cookie', line);
    return replace(paths.home(), { headers });
  }

  return failed('profile', {}, 'Acțiune necunoscută.');
}

export const meta = () => [
  ...pageMeta('Profilul meu', 'Datele contului tău RoAfaceri: nume, telefon, date de firmă, parolă și ștergerea contului.'),
  { name: 'robots', content: 'noindex' },
];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, legalEntityOnly } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [showLegalNotice, setShowLegalNotice] = useState(legalEntityOnly);
  const profileForm = useSubmitValidation(validateProfile);
  const passwordForm = useSubmitValidation(validatePasswordChange);
  const deleteForm = useSubmitValidation(validateDelete);
  const result = (intent: ProfileIntent) => (actionData?.intent === intent ? actionData : undefined);
  const serverError = (intent: ProfileIntent, field: string) => (result(intent)?.fieldErrors as Record<string, string | undefined> | undefined)?.[field];
  const legalEntity = profile.userType === UserType.PersoanaJuridica;
  // After „Completează din datele ANAF” the fields show what was posted, the company's name from ANAF.
  const posted = result('profile')?.values;
  const anaf = result('profile')?.anaf;
  // The ANAF button only asks for the company's data: the form's own checks wait for the save.
  const onProfileSubmit = (event: FormEvent<HTMLFormElement>) => (isAnafSubmit(event) ? undefined : profileForm.onSubmit(event));

  return (
    <>
      <PageHeader
        eyebrow={labelOf(USER_TYPES, profile.userType) ?? 'Cont'}
        title="Profilul meu"
        lead="Datele tale de contact și ale firmei apar în anunțurile pe care le publici. Le poți schimba oricând."
      />
      {showLegalNotice ? (
        <div className="container">
          <div className="notice notice--warning" role="alert" data-testid="legal-entity-notice">
            <p>{LEGAL_ENTITY_ONLY_TEXT}</p>
            <button type="button" className="icon-button" onClick={() => setShowLegalNotice(false)} aria-label="Închide mesajul">
              <CloseIcon size={18} />
            </button>
          </div>
        </div>
      ) : null}

      <Section title="Date personale și de firmă">
        {/* The fields start from their default values: a new ANAF answer starts them again. */}
        <Form method="post" encType="multipart/form-data" className="form form--narrow" noValidate onSubmit={onProfileSubmit} key={anaf?.at ?? 'profile'}>
          {/* Enter in a field saves: the first submit button is the default, so it must not be the ANAF one. */}
          {legalEntity ? (
            <button type="submit" name="intent" value="profile" className="visually-hidden" tabIndex={-1} aria-hidden="true">
              Salvează
            </button>
          ) : null}
          <div className="field">
            <label className="field__label" htmlFor="profile-avatar">
              Poză de profil (opțional)
            </label>
            <div className="avatar-field">
              {profile.avatarUrl ? (
                <img className="avatar-field__image" src={profile.avatarUrl} alt="Poza de profil actuală" width={64} height={64} />
              ) : (
                <span className="avatar-field__placeholder" aria-hidden="true">
                  {profile.fullName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <FilePicker
                id="profile-avatar"
                name="avatar"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby="profile-avatar-hint"
                buttonText="Alege o imagine"
              />
            </div>
            <p className="field__hint" id="profile-avatar-hint">
              JPEG, PNG sau WebP, cel mult 5 MB.
            </p>
            {serverError('profile', 'avatar') ? <p className="field__error">{serverError('profile', 'avatar')}</p> : null}
          </div>
          <TextField
            label="Email"
            name="emailReadonly"
            type="email"
            value={profile.email}
            readOnly
            disabled
            hint={profile.emailVerified ? 'Adresă confirmată.' : 'Adresa nu este încă confirmată: verifică emailul de confirmare.'}
          />
          <TextField
            label="Nume complet"
            name="fullName"
            autoComplete="name"
            required
            defaultValue={posted?.fullName ?? profile.fullName}
            error={profileForm.errors.fullName ?? serverError('profile', 'fullName')}
          />
          <TextField
            label="Telefon"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={posted?.phone ?? profile.phone ?? ''}
            error={profileForm.errors.phone ?? serverError('profile', 'phone')}
          />
          <TextField
            label="Denumirea firmei"
            name="companyName"
            autoComplete="organization"
            defaultValue={posted?.companyName ?? profile.companyName ?? ''}
            error={serverError('profile', 'companyName')}
            hint={profile.userType === UserType.PersoanaFizica ? 'Necesară pentru a promova servicii.' : undefined}
          />
          <TextField
            label="Cod fiscal (CUI)"
            name="cui"
            defaultValue={posted?.cui ?? profile.cui ?? ''}
            error={profileForm.errors.cui ?? serverError('profile', 'cui')}
          />
          {legalEntity ? (
            <div className="anaf-prefill">
              <button
                type="submit"
                name="intent"
                value={ANAF_INTENT}
                formNoValidate
                className="button button--ghost"
                disabled={busyIntent === 'profile' || busyIntent === ANAF_INTENT}
              >
                {ANAF_BUTTON_LABEL}
              </button>
              <AnafNote result={anaf} />
            </div>
          ) : null}
          {result('profile')?.message ? <FormMessage kind={result('profile')?.ok ? 'success' : 'error'}>{result('profile')?.message}</FormMessage> : null}
          <button type="submit" name="intent" value="profile" className="button button--primary" disabled={busyIntent === 'profile'}>
            Salvează profilul
          </button>
        </Form>
      </Section>

      <Section title="Schimbă parola" muted>
        <Form method="post" className="form form--narrow" noValidate onSubmit={passwordForm.onSubmit} key={result('password')?.ok ? 'saved' : 'edit'}>
          <input type="hidden" name="intent" value="password" />
          <PasswordField
            label="Parola actuală"
            name="currentPassword"
            autoComplete="current-password"
            required
            error={passwordForm.errors.currentPassword ?? serverError('password', 'currentPassword')}
          />
          <NewPasswordFields
            passwordError={passwordForm.errors.password ?? serverError('password', 'password')}
            confirmError={passwordForm.errors.confirmPassword ?? serverError('password', 'confirmPassword')}
          />
          {result('password')?.message ? <FormMessage kind={result('password')?.ok ? 'success' : 'error'}>{result('password')?.message}</FormMessage> : null}
          <button type="submit" className="button button--primary" disabled={busyIntent === 'password'}>
            Schimbă parola
          </button>
        </Form>
      </Section>

      <Section title="Ștergerea contului">
        <details className="danger-zone" open={result('delete') ? true : undefined}>
          <summary className="button button--danger-outline">Șterge contul</summary>
          <div className="danger-zone__body">
            <p>
              Ștergerea este definitivă: datele tale personale sunt șterse, anunțurile tale sunt retrase și sesiunea se încheie. Păstrăm doar ce cere legea:
              facturile (10 ani) și comenzile lor, cu datele de facturare. Pentru confirmare, scrie parola contului.
            </p>
            <p>
              Înainte de ștergere, poți descărca o copie a datelor tale:{' '}
              <Link to={`${paths.account()}#datele-mele`} className="link">
                Descarcă datele mele
              </Link>
              .
            </p>
            <Form method="post" className="form form--narrow" noValidate onSubmit={deleteForm.onSubmit}>
              <input type="hidden" name="intent" value="delete" />
              <PasswordField
                label="Parola contului"
                name="deletePassword"
                autoComplete="current-password"
                required
                error={deleteForm.errors.deletePassword ?? serverError('delete', 'deletePassword')}
              />
              {result('delete')?.message ? <FormMessage kind="error">{result('delete')?.message}</FormMessage> : null}
              <button type="submit" className="button button--danger" disabled={busyIntent === 'delete'}>
                Confirm ștergerea contului
              </button>
            </Form>
          </div>
        </details>
        <p className="form__footnote">
          <Link to={paths.account()} className="link">
            Înapoi la contul meu
          </Link>
        </p>
      </Section>
    </>
  );
}
