import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { UserType, type SessionUser } from '@contracts/index';
import { registrationPrefill, type CompanyData } from '@contracts/company-data';
import { billingAction } from '~/features/checkout/billing.server';
import { ELIGIBILITY_GROUPS } from '~/features/consulting/funding-answers';
import { loadFundingCheck } from '~/features/consulting/funding.server';
import { action as registerAction } from '~/routes/auth/register';
import { action as profileAction } from '~/routes/protected/profile';
import {
  ANAF_FILLED_NOTE,
  ANAF_NOT_FOUND_NOTE,
  ANAF_UNAVAILABLE_NOTE,
  anafAnswersNote,
  billingValuesFromCompany,
  mergeCompanyAnswers,
} from './company-prefill';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Maria Ionescu',
  email: 'maria@firma.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};
type Answer = StubAnswer;

/** Signed in unless `signedIn: false` (see stubbedArgs). */
const args = (path: string, routes: Record<string, Answer>, options: Parameters<typeof stubbedArgs>[2] = {}) =>
  stubbedArgs(path, routes, { ...options, signedIn: options.signedIn !== false });

const company: CompanyData = {
  cui: '18547290',
  name: 'BRUTĂRIA ARTIZANALĂ SRL',
  address: 'MUNICIPIUL CLUJ-NAPOCA, STR. MEMORANDUMULUI, NR.28',
  county: 'CLUJ',
  countyId: 16,
  city: 'Mun. Cluj-Napoca',
  street: 'Str. Memorandumului nr. 28',
  postalCode: '400114',
  tradeRegisterNumber: 'J12/1234/2015',
  caen: '1071',
  vatPayer: true,
  inactive: false,
  registeredAt: '2015-03-12',
  years: [],
  source: 'anaf',
  fetchedAt: '2026-11-26T10:00:00.000Z',
};

describe('ANAF prefill rules', () => {
  it('fills the billing fields of a company over what was typed, keeping email and phone', () => {
    const typed = { type: 'person', name: 'x', cui: 'RO18547290', regCom: '', address: '', city: '', county: '', email: 'maria@firma.ro', phone: '0740' };
    expect(billingValuesFromCompany(typed, 'RO18547290', registrationPrefill(company))).toEqual({
      type: 'company',
      name: 'BRUTĂRIA ARTIZANALĂ SRL',
      cui: 'RO18547290',
      regCom: 'J12/1234/2015',
      address: 'Str. Memorandumului nr. 28',
      city: 'Mun. Cluj-Napoca',
      county: '16',
      email: 'maria@firma.ro',
      phone: '0740',
    });
  });

  it("keeps the profile's answers and takes ANAF's only for what the profile lacks", () => {
    const merged = mergeCompanyAnswers(
      { companyName: 'Brutăria', cui: 'RO18547290', legalForm: 1, employees: 20 },
      { companyName: 'BRUTĂRIA SRL', cui: '18547290', employees: 14, turnoverEur: 490_000, profitable: true, county: 16 },
    );
    expect(merged).toEqual({ companyName: 'Brutăria', cui: 'RO18547290', legalForm: 1, employees: 20, turnoverEur: 490_000, profitable: true, county: 16 });
    expect(mergeCompanyAnswers({ legalForm: 1 }, null)).toEqual({ legalForm: 1 });
  });

  it('says which balance sheet and which rate the answers come from, or why there are none', () => {
    expect(anafAnswersNote({ status: 'found', answers: {}, year: 2025, eurRon: { rate: 5.0873, date: '2026-11-26' } }).note).toContain(
      'bilanțul pe 2025, cifra de afaceri în EUR la cursul BNR de 5,0873 lei din 2026-11-26',
    );
    expect(anafAnswersNote({ status: 'unavailable', message: 'x' })).toEqual({ filled: false, note: ANAF_UNAVAILABLE_NOTE });
    expect(anafAnswersNote({ status: 'not_found' })).toEqual({ filled: false, note: ANAF_NOT_FOUND_NOTE });
  });
});

describe('registration: Completează din datele ANAF', () => {
  const form = {
    intent: 'anaf',
    userType: String(UserType.PersoanaJuridica),
    fullName: 'Maria',
    email: 'maria@firma.ro',
    phone: '',
    password: 'Parola123',
    confirmPassword: 'Parola123',
    companyName: '',
    cui: 'RO18547290',
  };

  it("fills the company's name from validateCUI and registers nothing", async () => {
    const validate = {
      'POST /api/account/validateCUI': { status: 200, body: { valid: true, cui: '18547290', anaf: 'found', company: registrationPrefill(company) } },
    };
    const { args: actionArgs, calls } = args('/inregistrare', validate, { form, signedIn: false });
    const result = await registerAction(actionArgs as never);
    expect(result).toMatchObject({
      init: { status: 200 },
      data: {
        ok: false,
        fieldErrors: {},
        values: { companyName: 'BRUTĂRIA ARTIZANALĂ SRL', cui: 'RO18547290' },
        anaf: { filled: true, note: ANAF_FILLED_NOTE, company: { tradeRegisterNumber: 'J12/1234/2015', countyId: 16 } },
      },
    });
    expect(JSON.stringify(result)).not.toContain('Parola123');
    expect(calls.map((call) => call.key)).toEqual(['POST /api/account/validateCUI']);
  });

  it('leaves the form as typed with the note when ANAF cannot be asked', async () => {
    const down = { 'POST /api/account/validateCUI': { status: 200, body: { valid: true, cui: '18547290', anaf: 'unavailable', company: null, note: 'x' } } };
    const { args: actionArgs } = args('/inregistrare', down, { form: { ...form, companyName: 'Firma mea' }, signedIn: false });
    const result = await registerAction(actionArgs as never);
    expect(result).toMatchObject({ data: { values: { companyName: 'Firma mea' }, anaf: { filled: false, note: ANAF_UNAVAILABLE_NOTE, company: null } } });
  });

  it('asks nothing for an invalid CUI', async () => {
    const { args: actionArgs, calls } = args('/inregistrare', {}, { form: { ...form, cui: 'abc' }, signedIn: false });
    const result = await registerAction(actionArgs as never);
    expect(result).toMatchObject({ init: { status: 400 }, data: { fieldErrors: { cui: expect.any(String) } } });
    expect(calls).toEqual([]);
  });
});

describe('billing: Completează din datele ANAF', () => {
  const path = '/plata/date-facturare?produs=valuation-report';
  const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };
  const form = {
    intent: 'anaf',
    type: 'company',
    name: '',
    cui: '18547290',
    regCom: '',
    address: '',
    city: '',
    county: '',
    email: 'maria@firma.ro',
    phone: '',
  };

  it("fills the buyer company's fields and places no order", async () => {
    const { args: actionArgs, calls } = args(
      path,
      { ...SIGNED_IN, 'GET /api/company-data/18547290': { status: 200, body: { status: 'found', data: company } } },
      { form },
    );
    const result = await billingAction(actionArgs);
    expect(result).toMatchObject({
      init: { status: 200 },
      data: {
        fieldErrors: {},
        values: { name: 'BRUTĂRIA ARTIZANALĂ SRL', regCom: 'J12/1234/2015', address: 'Str. Memorandumului nr. 28', city: 'Mun. Cluj-Napoca', county: '16' },
        anaf: { filled: true },
      },
    });
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it('keeps what was typed with the note when ANAF is unavailable', async () => {
    const { args: actionArgs } = args(
      path,
      { ...SIGNED_IN, 'GET /api/company-data/18547290': { status: 200, body: { status: 'unavailable', message: 'x' } } },
      { form: { ...form, name: 'Firma mea' } },
    );
    const result = await billingAction(actionArgs);
    expect(result).toMatchObject({ init: { status: 200 }, data: { values: { name: 'Firma mea' }, anaf: { filled: false, note: ANAF_UNAVAILABLE_NOTE } } });
  });
});

describe('profile: Completează din datele ANAF', () => {
  const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };
  const form = { intent: 'anaf', fullName: 'Maria Ionescu', phone: '0740123456', companyName: '', cui: 'RO18547290' };

  it("fills the company's name from its CUI and saves nothing", async () => {
    const { args: actionArgs, calls } = args(
      '/cont/profil',
      { ...SIGNED_IN, 'GET /api/company-data/18547290': { status: 200, body: { status: 'found', data: company } } },
      { form },
    );
    const result = await profileAction(actionArgs as never);
    expect(result).toMatchObject({
      init: { status: 200 },
      data: {
        intent: 'profile',
        ok: false,
        fieldErrors: {},
        values: { fullName: 'Maria Ionescu', phone: '0740123456', companyName: 'BRUTĂRIA ARTIZANALĂ SRL', cui: 'RO18547290' },
        anaf: { filled: true, note: ANAF_FILLED_NOTE },
      },
    });
    expect(calls.map((call) => call.key)).toEqual(['GET /api/account', 'GET /api/company-data/18547290']);
  });

  it('keeps what was typed with the note when ANAF is unavailable or does not know the CUI', async () => {
    for (const [answer, note] of [
      [{ status: 'unavailable', message: 'x' }, ANAF_UNAVAILABLE_NOTE],
      [{ status: 'not_found' }, ANAF_NOT_FOUND_NOTE],
    ] as const) {
      const { args: actionArgs } = args(
        '/cont/profil',
        { ...SIGNED_IN, 'GET /api/company-data/18547290': { status: 200, body: answer } },
        { form: { ...form, companyName: 'Firma mea' } },
      );
      const result = await profileAction(actionArgs as never);
      expect(result).toMatchObject({ init: { status: 200 }, data: { values: { companyName: 'Firma mea', cui: 'RO18547290' }, anaf: { filled: false, note } } });
    }
  });

  it('asks nothing for an invalid CUI', async () => {
    const { args: actionArgs, calls } = args('/cont/profil', SIGNED_IN, { form: { ...form, cui: 'abc' } });
    const result = await profileAction(actionArgs as never);
    expect(result).toMatchObject({ init: { status: 400 }, data: { intent: 'profile', fieldErrors: { cui: expect.any(String) }, values: { cui: 'abc' } } });
    expect(calls.map((call) => call.key)).toEqual(['GET /api/account']);
  });

  it('saves with the save button, as before', async () => {
    const saved = { ...user, phone: null, companyName: 'BRUTĂRIA ARTIZANALĂ SRL', cui: '18547290', avatarUrl: null, createdAt: '' };
    const { args: actionArgs, calls } = args(
      '/cont/profil',
      { ...SIGNED_IN, 'POST /api/account/profile': { status: 200, body: saved } },
      { form: { ...form, intent: 'profile', companyName: 'BRUTĂRIA ARTIZANALĂ SRL' } },
    );
    const result = await profileAction(actionArgs as never);
    expect(result).toMatchObject({ data: { intent: 'profile', ok: true } });
    expect(calls.some((call) => call.key.startsWith('GET /api/company-data'))).toBe(false);
  });
  it('a refused save answers the fields as typed, so the company name ANAF gave is not lost', async () => {
    const refused = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'cui', message: 'CUI invalid.' }] } } };
    const { args: actionArgs } = args(
      '/cont/profil',
      { ...SIGNED_IN, 'POST /api/account/profile': refused },
      { form: { ...form, intent: 'profile', companyName: 'BRUTĂRIA ARTIZANALĂ SRL' } },
    );
    const result = await profileAction(actionArgs as never);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { intent: 'profile', ok: false, values: { companyName: 'BRUTĂRIA ARTIZANALĂ SRL', cui: 'RO18547290' } },
    });
  });
});

describe('eligibility answers from ANAF', () => {
  it("fills what the company's profile lacks with ANAF's figures, and notes it", async () => {
    const { args: loaderArgs, calls } = args(
      '/verifica-eligibilitate-finantare',
      {
        'GET /api/account': { status: 200, body: { user } },
        'GET /api/consulting/eligibility/prefill': { status: 200, body: { companyName: 'Brutăria Artizanală SRL', cui: 'RO18547290', legalForm: 1 } },
        'GET /api/company-data/18547290/answers': {
          status: 200,
          body: {
            status: 'found',
            answers: {
              companyName: 'BRUTĂRIA ARTIZANALĂ SRL',
              cui: '18547290',
              foundedYear: 2015,
              caen: '1071',
              county: 16,
              employees: 14,
              turnoverEur: 490_000,
              profitable: true,
            },
            year: 2025,
            eurRon: { rate: 5, date: '2026-11-26' },
          },
        },
        'POST /api/consulting/eligibility': { status: 200, body: { results: [] } },
      },
      { signedIn: true },
    );
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.check.values).toMatchObject({
      legalForm: '1',
      foundedYear: '2015',
      caen: '1071',
      employees: '14',
      turnoverEur: '490000',
      profitable: 'true',
      county: '16',
    });
    expect(page.data.anaf).toMatchObject({ filled: true });
    expect(calls.find((call) => call.key === 'POST /api/consulting/eligibility')?.body).toMatchObject({
      answers: { legalForm: 1, employees: 14, turnoverEur: 490_000, profitable: true },
    });
  });

  it('keeps the profile answers and notes it when ANAF is unavailable', async () => {
    const { args: loaderArgs } = args(
      '/verifica-eligibilitate-finantare',
      {
        'GET /api/account': { status: 200, body: { user } },
        'GET /api/consulting/eligibility/prefill': { status: 200, body: { companyName: 'Brutăria', cui: 'RO18547290', legalForm: 1 } },
        'GET /api/company-data/18547290/answers': { status: 200, body: { status: 'unavailable', message: 'x' } },
        'POST /api/consulting/eligibility': { status: 200, body: { results: [] } },
      },
      { signedIn: true },
    );
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.check.values).toEqual({ legalForm: '1' });
    expect(page.data.anaf).toEqual({ filled: false, note: ANAF_UNAVAILABLE_NOTE });
  });
});
