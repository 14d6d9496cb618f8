import { useEffect, useState, type FormEvent } from 'react';
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
import { hasErrors, rawText, text, type FieldErrors } from '~/lib/validation';
import { useErrorsAfterSubmit } from '~/lib/form-validation';

export async function loader(args: Route.LoaderArgs) {
  await redirectSignedInUser(args);
  return null;
}

function readValues(formData: FormData): RegisterValues {
  return {
    userType: text(formData, 'userType') === String(UserType.PersoanaJuridica) ? UserType.PersoanaJuridica : UserType.PersoanaFizica,
    fullName: text(formData, 'fullName'),
    email: text(formData, 'email'),
    phone: text(formData, 'phone'),
    password: rawText(formData, 'password'),
    confirmPassword: rawText(formData, 'confirmPassword'),
    acceptTerms: formData.get('acceptTerms') === 'true',
    companyName: text(formData, 'companyName'),
    cui: text(formData, 'cui'),
  };
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readValues(formData);
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

function RegisterForm({ serverResult }: { serverResult?: Extract<RegisterActionData, { ok: false }> }) {
  const navigation = useNavigation();
  const [values, setValues] = useState<RegisterValues>({ ...EMPTY_REGISTER, ...serverResult?.values, password: '', confirmPassword: '' });
  const busy = navigation.state === 'submitting';
  const { errors: clientErrors, onSubmit: checkOnSubmit } = useErrorsAfterSubmit(() => validateRegister(values));
  // The ANAF button only asks for the company's data: the form's own checks wait for the real submit.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => (isAnafSubmit(event) ? undefined : checkOnSubmit(event));
  const anaf = serverResult?.anaf;
  // With JavaScript the form stays mounted: take the name ANAF gave when its answer arrives.
  useEffect(() => {
    if (anaf?.company) setValues((current) => ({ ...current, userType: UserType.PersoanaJuridica, companyName: anaf.company!.name }));
  }, [anaf]);
  const serverErrors = serverResult?.fieldErrors ?? {};
  const errorOf = (field: RegisterField) => clientErrors[field] ?? serverErrors[field];
  const legalEntity = values.userType === UserType.PersoanaJuridica;
  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => setValues((current) => ({ ...current, [key]: value }));

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
        <Form
          method="post"
          className="form"
          noValidate
          onSubmit={onSubmit}
        >
          {/* Enter in a field sends the form: the first submit button is the default, so it must not be the ANAF one. */}
          {legalEntity ? (
            <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
              Trimite
            </button>
          ) : null}
          <fieldset className="segmented">
            <legend className="field__label">Tip de cont</legend>
            {USER_TYPES.map((type) => (
              <label key={type.id} className={`segmented__option${values.userType === type.id ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name="userType"
                  value={type.id}
                  checked={values.userType === type.id}
                  onChange={() => set('userType', type.id as UserType)}
                />
                <span>{type.name}</span>
              </label>
            ))}
          </fieldset>

          <div className="form__grid">
            <TextField label="Nume complet" name="fullName" autoComplete="name" required value={values.fullName} onChange={(e) => set('fullName', e.target.value)} error={errorOf('fullName')} />
            <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email} onChange={(e) => set('email', e.target.value)} error={errorOf('email')} />
            <TextField label="Telefon (opțional)" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} error={errorOf('phone')} />
            {legalEntity ? (
              <>
                <TextField label="Denumirea firmei" name="companyName" autoComplete="organization" required value={values.companyName} onChange={(e) => set('companyName', e.target.value)} error={errorOf('companyName')} />
                <TextField label="Cod fiscal (CUI)" name="cui" required inputMode="text" value={values.cui} onChange={(e) => set('cui', e.target.value)} error={errorOf('cui')} hint="Exemplu: RO12345678 sau 12345678" />
                <div className="anaf-prefill">
                  <button type="submit" name="intent" value={ANAF_INTENT} formNoValidate className="button button--ghost" disabled={busy}>
                    {ANAF_BUTTON_LABEL}
                  </button>
                  <AnafNote result={anaf} />
                  {anaf?.company ? <AnafCompany company={anaf.company} /> : null}
                </div>
              </>
            ) : null}
            <PasswordField label="Parolă" name="password" autoComplete="new-password" required value={values.password} onChange={(e) => set('password', e.target.value)} error={errorOf('password')} hint="Minimum 8 caractere, cu cel puțin o literă și o cifră." />
            <PasswordField label="Confirmă parola" name="confirmPassword" autoComplete="new-password" required value={values.confirmPassword} onChange={(e) => set('confirmPassword', e.target.value)} error={errorOf('confirmPassword')} />
          </div>

          <CheckboxField
            name="acceptTerms"
            value="true"
            checked={values.acceptTerms}
            onChange={(e) => set('acceptTerms', e.target.checked)}
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
          Am trimis un link de confirmare la <strong>{email}</strong>. Deschide emailul și apasă pe link ca să îți activezi
          contul. Dacă nu îl găsești, verifică și folderul Spam.
        </p>
        <Link to={paths.login()} className="button button--primary">
          Mergi la autentificare
        </Link>
      </div>
    </div>
  );
}
