/**
 * The auth forms' fields are uncontrolled (what a visitor types before the page's script has run
 * survives hydration: test/e2e/account/typed-before-hydration.spec.ts). Here: the server HTML they
 * start from, as a visitor without JavaScript gets it back after a refused submission, and the
 * FormData readers the browser's checks and the actions share.
 */
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UserType } from '@contracts/lists';
import { ToastProvider } from '~/components/Toasts';
import { readLogin, validateLogin } from '~/features/auth/login-rules';
import { readRegisterValues, validateRegister } from '~/features/auth/register-rules';
import { validationTexts } from '~/i18n/ro';
import Login from './login';
import LostPassword from './lost-password';
import Register from './register';
import ResetPassword from './reset-password';

function render(page: ComponentType<never>, props: Record<string, unknown>): string {
  const element = createElement(ToastProvider, null, createElement(page, { params: {}, matches: [], ...props } as never));
  const router = createMemoryRouter([{ path: '*', element, action: () => null }], { initialEntries: ['/auth'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** The opening tag of the input named `name`. */
function input(html: string, name: string, value?: string): string {
  const tags = html.match(/<input[^>]*>/g) ?? [];
  const found = tags.find((tag) => tag.includes(`name="${name}"`) && (value === undefined || tag.includes(`value="${value}"`)));
  expect(found, `input ${name}`).toBeDefined();
  return found!;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('auth forms without JavaScript', () => {
  it('register: the company fields are in the page for both account types, hidden by the stylesheet for an individual', () => {
    const html = render(Register, { loaderData: null, actionData: undefined });
    expect(html).toContain('class="form register-form"');
    expect(input(html, 'userType', String(UserType.PersoanaFizica))).toContain('checked=""');
    expect(input(html, 'userType', String(UserType.PersoanaJuridica))).not.toContain('checked');
    expect(html).toMatch(/class="field register-form__company"[^]*name="companyName"/);
    expect(html).toMatch(/class="field register-form__company"[^]*name="cui"/);
    expect(input(html, 'acceptTerms')).not.toContain('checked');
  });

  it('register: a refused submission comes back with what was typed, chosen and ticked, passwords excepted', () => {
    const values = {
      userType: UserType.PersoanaJuridica,
      fullName: 'Mihai Țîrlea',
      email: 'mihai@example.ro',
      phone: '0722 000 111',
      acceptTerms: true,
      companyName: 'Țesătoria Șincai SRL',
      cui: 'RO18547290',
    };
    const html = render(Register, {
      loaderData: null,
      actionData: { ok: false, fieldErrors: { email: 'Există deja un cont cu această adresă de email.' }, values },
    });
    expect(input(html, 'userType', String(UserType.PersoanaJuridica))).toContain('checked=""');
    expect(input(html, 'userType', String(UserType.PersoanaFizica))).not.toContain('checked');
    expect(input(html, 'fullName')).toContain('value="Mihai Țîrlea"');
    expect(input(html, 'email')).toContain('value="mihai@example.ro"');
    expect(input(html, 'companyName')).toContain('value="Țesătoria Șincai SRL"');
    expect(input(html, 'cui')).toContain('value="RO18547290"');
    expect(input(html, 'acceptTerms')).toContain('checked=""');
    expect(input(html, 'password')).not.toContain('value=');
    expect(html).toContain('Există deja un cont cu această adresă de email.');
  });

  it('sign in keeps the email of a refused attempt, never the password', () => {
    const html = render(Login, {
      loaderData: { redirectTo: null },
      actionData: { ok: false, message: 'Email sau parola incorecte.', fieldErrors: {}, email: 'ion@example.ro' },
    });
    expect(input(html, 'email')).toContain('value="ion@example.ro"');
    expect(input(html, 'password')).not.toContain('value=');
  });

  it('lost password keeps the address of a refused attempt; reset password starts empty', () => {
    const lost = render(LostPassword, { loaderData: undefined, actionData: { ok: false, emailError: validationTexts.invalidEmail, email: 'ion@' } });
    expect(input(lost, 'email')).toContain('value="ion@"');
    expect(lost).toContain(validationTexts.invalidEmail);
    const reset = render(ResetPassword, { loaderData: { token: 'abc' }, actionData: undefined });
    expect(input(reset, 'password')).not.toContain('value=');
    expect(input(reset, 'confirmPassword')).not.toContain('value=');
  });
});

describe('the fields as the browser and the actions read them', () => {
  it('sign in: the email trimmed, the password as typed', () => {
    expect(readLogin(form({ email: ' ion@example.ro ', password: ' Demo12345 ' }))).toEqual({ email: 'ion@example.ro', password: ' Demo12345 ' });
    expect(validateLogin(readLogin(form({})))).toEqual({ email: validationTexts.required, password: validationTexts.required });
  });

  it('register: the account type, the ticked terms and the company fields only for a legal entity', () => {
    const individual = form({
      userType: '1',
      fullName: ' Ioana Șerban ',
      email: 'ioana@example.ro',
      phone: '',
      password: 'Parola123',
      confirmPassword: 'Parola123',
      acceptTerms: 'true',
      companyName: '',
      cui: '',
    });
    expect(readRegisterValues(individual)).toMatchObject({ userType: UserType.PersoanaFizica, fullName: 'Ioana Șerban', acceptTerms: true });
    expect(validateRegister(readRegisterValues(individual))).toEqual({});

    const legal = form({
      userType: '2',
      fullName: 'Mihai',
      email: 'mihai@example.ro',
      password: 'Parola123',
      confirmPassword: 'Parola123',
      companyName: '',
      cui: '',
    });
    expect(validateRegister(readRegisterValues(legal))).toEqual({
      acceptTerms: validationTexts.acceptTerms,
      companyName: validationTexts.required,
      cui: validationTexts.required,
    });
  });
});
