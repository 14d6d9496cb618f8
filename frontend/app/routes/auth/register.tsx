import { useEffect, useRef, type FormEvent } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/register';
import { ErrorCode, UserType, USER_TYPES } from '@contracts/index';
import type { CompanyRegistrationPrefill } from '@contracts/company-data';
import { COUNTIES } from '@contracts/counties';
import { validationTexts } from '~/i18n/ro';
import { CheckboxField, FormMessage, PasswordField, TextField } from '~/components/Field';
import {
  EMPTY_REGISTER,
  isRegisterField,
  readRegisterValues,
  validateRegister,
  type RegisterActionData,
  type RegisterField,
  type RegisterValues,
} from '~/features/auth/register-rules';
import { AnafNote } from '~/features/company-data/AnafNote';
import { ANAF_BUTTON_LABEL, ANAF_INTENT, anafResult, isAnafSubmit } from '~/features/company-data/company-prefill';
import { registrationLookup } from '~/features/company-data/company-prefill.server';
import { createApiClient } from '~/lib/api-client';
import { cuiError } from '~/lib/validation';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import { redirectSignedInUser } from '~/lib/session.server';
import { hasErrors, type FieldErrors } from '~/lib/validation';
import { useErrorsAfterSubmit } from '~/features/auth/errors-after-submit';

export async function loader(args: Route.LoaderArgs) {
  await redirectSignedInUser(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readRegisterValues(formData);
  const { password: _password, confirmPassword: _confirm, ...kept } = values;
  if (formData.get('intent') === ANAF_INTENT) return anafPrefill(args, kept);
  const fieldErrors = validateRegister(values);
  if (hasErrors(fieldErrors)) return data<RegisterActionData>({ ok: false, fieldErrors, values: kept }, { status: 400 });

  const legalEntity = values.userType === UserType.PersoanaJuridica;
  const result = await createApiClient(args).register({
    fullName: values.fullName,
    email: values.email,
    phone: values.phone || undefined,
    password: values.password,
    confirmPassword: values.confirmPassword,
    userType: values.userType,
    acceptTerms: 'true',
    companyName: legalEntity ? values.companyName : undefined,
    cui: legalEntity ? values.cui : undefined,
  });
  if (result.ok) return data<RegisterActionData>({ ok: true, email: values.email }, { status: 201 });

  const serverErrors: FieldErrors<RegisterField> = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) {
    if (isRegisterField(field)) serverErrors[field] = message;
  }
  if (result.code === ErrorCode.ACCOUNT_EMAIL_TAKEN) serverErrors.email = result.text;
  const message = hasErrors(serverErrors) ? undefined : result.text;
  return data<RegisterActionData>({ ok: false, fieldErrors: serverErrors, message, values: kept }, { status: result.status || 502 });
}

/** „Completează din datele ANAF”: the company's registered name from its CUI; the rest of the form stays as typed. */
async function anafPrefill(args: Route.ActionArgs, kept: Omit<RegisterValues, 'password' | 'confirmPassword'>) {
  const invalid = cuiError(kept.cui, true);
  if (invalid) return data<RegisterActionData>({ ok: false, fieldErrors: { cui: invalid }, values: kept }, { status: 400 });
  const answer = await registrationLookup(args, kept.cui);
  if (!answer.valid) return data<RegisterActionData>({ ok: false, fieldErrors: { cui: validationTexts.invalidCui }, values: kept }, { status: 400 });
  const anaf = { ...anafResult(answer.anaf, answer.note), company: answer.company };
  const values = { ...kept, userType: UserType.PersoanaJuridica, companyName: answer.company?.name ?? kept.companyName };
  return data<RegisterActionData>({ ok: false, fieldErrors: {}, values, anaf }, { status: 200 });
}

export const meta = () =>
  pageMeta('Cont nou', 'Creează gratuit un cont RoAfaceri, ca persoană fizică sau juridică, și publică anunțuri pentru afaceri, servicii și investiții.');

export default function Register({ actionData }: Route.ComponentProps) {
  if (actionData?.ok) return <RegisterDone email={actionData.email} />;
  return <RegisterForm serverResult={actionData} />;
}

/**
 * The fields are uncontrolled: what a visitor types, ticks or chooses before the page's script has run
 * is kept when it hydrates. The company's fields are always there and hidden by the stylesheet while
 * „Persoană fizică” is chosen, so they show the moment the other type is chosen, script or not.
 */
function RegisterForm({ serverResult }: { serverResult?: Extract<RegisterActionData, { ok: false }> }) {
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const kept = { ...EMPTY_REGISTER, ...serverResult?.values };
  const busy = navigation.state === 'submitting';
  const { errors: clientErrors, onSubmit: checkOnSubmit, onChange } = useErrorsAfterSubmit((formData) => validateRegister(readRegisterValues(formData)));
  // The ANAF button only asks for the company's data: the form's own checks wait for the real submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (isAnafSubmit(event) ? undefined : checkOnSubmit(event));
  const anaf = serverResult?.anaf;
  // With JavaScript the form stays mounted: the name ANAF gave replaces the one typed when its answer
  // arrives, set as typing is (the errors shown after a submit follow it).
  useEffect(() => {
    const companyName = form.current?.elements.namedItem('companyName');
    if (!anaf?.company || !(companyName instanceof HTMLInputElement)) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(companyName, anaf.company.name);
    companyName.dispatchEvent(new Event('input', { bubbles: true }));
  }, [anaf]);
  const serverErrors = serverResult?.fieldErrors ?? {};
  const errorOf = (field: RegisterField) => clientErrors[field] ?? serverErrors[field];

  return (
    <div className="auth-page">
      <div className="container auth-card auth-card--wide">
        <h1 className="page-title">Creează un cont nou</h1>
        <p className="page-lead">
          Contul este gratuit. Ai deja unul?{' '}
          <Link to={paths.login()} className="link">
            Autentifică-te
          </Link>
        </p>
        <Form ref={form} method="post" className="form register-form" noValidate onSubmit={onSubmit} onChange={onChange}>
          {/* Enter in a field sends the form: the first submit button is the default, so it must not be the ANAF one. */}
          <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
            Trimite
          </button>
          <fieldset className="segmented">
            <legend className="field__label">Tip de cont</legend>
            {USER_TYPES.map((type) => (
              <label key={type.id} className="segmented__option">
                <input type="radio" name="userType" value={type.id} defaultChecked={kept.userType === type.id} />
                <span>{type.name}</span>
              </label>
            ))}
          </fieldset>

          <div className="form__grid">
            <TextField label="Nume complet" name="fullName" autoComplete="name" required defaultValue={kept.fullName} error={errorOf('fullName')} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required defaultValue={kept.email} error={errorOf('email')} />
            <TextField label="Telefon (opțional)" name="phone" type="tel" autoComplete="tel" defaultValue={kept.phone} error={errorOf('phone')} />
            <TextField
              label="Denumirea firmei"
              name="companyName"
              autoComplete="organization"
              required
              defaultValue={kept.companyName}
              error={errorOf('companyName')}
              className="register-form__company"
            />
            <TextField
              label="Cod fiscal (CUI)"
              name="cui"
              required
              inputMode="text"
              defaultValue={kept.cui}
              error={errorOf('cui')}
              hint="Exemplu: RO12345678 sau 12345678"
              className="register-form__company"
            />
            <div className="anaf-prefill register-form__company">
              <button type="submit" name="intent" value={ANAF_INTENT} formNoValidate className="button button--ghost" disabled={busy}>
                {ANAF_BUTTON_LABEL}
              </button>
              <AnafNote result={anaf} />
              {anaf?.company ? <AnafCompany company={anaf.company} /> : null}
            </div>
            <PasswordField
              label="Parolă"
              name="password"
              autoComplete="new-password"
              required
              error={errorOf('password')}
              hint="Minimum 8 caractere, cu cel puțin o literă și o cifră."
            />
            <PasswordField label="Confirmă parola" name="confirmPassword" autoComplete="new-password" required error={errorOf('confirmPassword')} />
          </div>

          <CheckboxField
            name="acceptTerms"
            value="true"
            defaultChecked={kept.acceptTerms}
            error={errorOf('acceptTerms')}
            label={
              <>
                Am citit și accept{' '}
                <Link to={paths.terms()} target="_blank" className="link">
                  termenii și condițiile
                </Link>{' '}
                și{' '}
                <Link to={paths.termsGdpr()} target="_blank" className="link">
                  politica de confidențialitate
                </Link>
                .
              </>
            }
          />
          {serverResult?.message ? <FormMessage kind="error">{serverResult.message}</FormMessage> : null}
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Se creează contul…' : 'Creează contul'}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** The company as ANAF registers it, for the user to check against what they typed. */
function AnafCompany({ company }: { company: CompanyRegistrationPrefill }) {
  const rows: [string, string | null][] = [
    ['Denumire', company.name],
    ['Adresa sediului', company.address || null],
    ['Localitatea', company.city],
    ['Județul', company.countyId ? (COUNTIES.find((county) => county.id === company.countyId)?.name ?? company.county) : company.county],
    ['Nr. Registrul Comerțului', company.tradeRegisterNumber],
    ['Cod CAEN', company.caen],
    ['Plătitor de TVA', company.vatPayer ? 'Da' : 'Nu'],
  ];
  return (
    <dl className="anaf-prefill__company" data-testid="anaf-company">
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function RegisterDone({ email }: { email: string }) {
  return (
    <div className="auth-page">
      <div className="container auth-card" data-testid="register-done">
        <h1 className="page-title">Ți-am trimis un email de confirmare</h1>
        <p className="page-lead">
          Am trimis un link de confirmare la <strong>{email}</strong>. Deschide emailul și apasă pe link ca să îți activezi contul. Dacă nu îl găsești, verifică
          și folderul Spam.
        </p>
        <Link to={paths.login()} className="button button--primary">
          Mergi la autentificare
        </Link>
      </div>
    </div>
  );
}
