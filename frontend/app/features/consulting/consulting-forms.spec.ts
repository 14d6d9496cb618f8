import { CONTACT_FORM, ELIGIBILITY_FORM, MINDSET_FORM, consultingBody, parseAmount, validateConsultingForm } from './consulting-forms';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

const eligibility = {
  fullName: 'Ioana Pop',
  email: 'ioana.pop@example.ro',
  legalForm: '1',
  foundedYear: '2019',
  caenDomain: '3',
  employees: '8',
  turnoverEur: '400.000',
  county: '16',
  investmentEur: '120 000',
  canCoFinance: 'true',
  hasTaxDebts: 'false',
};

describe('consulting form rules', () => {
  it('asks for the required contact fields, in Romanian', () => {
    expect(validateConsultingForm(CONTACT_FORM, form({}))).toEqual({
      fullName: 'Câmpul este obligatoriu.',
      email: 'Câmpul este obligatoriu.',
      message: 'Câmpul este obligatoriu.',
    });
    expect(validateConsultingForm(CONTACT_FORM, form({ fullName: 'I', email: 'ioana@pop', phone: 'sună-mă', message: 'Scurt', topic: 'spam' }))).toEqual({
      fullName: 'Scrie cel puțin 2 caractere.',
      email: 'Adresa de email nu este validă.',
      phone: 'Numărul de telefon nu este valid.',
      message: 'Scrie cel puțin 10 caractere.',
      topic: 'Alege una dintre variante.',
    });
  });

  it('checks the eligibility answers and sends typed values', () => {
    expect(validateConsultingForm(ELIGIBILITY_FORM, form(eligibility))).toEqual({});
    expect(consultingBody(ELIGIBILITY_FORM, form(eligibility))).toEqual({
      fullName: 'Ioana Pop',
      email: 'ioana.pop@example.ro',
      legalForm: 1,
      foundedYear: 2019,
      caenDomain: 3,
      employees: 8,
      turnoverEur: 400_000,
      county: 16,
      investmentEur: 120_000,
      canCoFinance: true,
      hasTaxDebts: false,
    });
    const errors = validateConsultingForm(ELIGIBILITY_FORM, form({ ...eligibility, foundedYear: '1850', employees: '2,5', turnoverEur: 'mult', canCoFinance: '' }));
    expect(Object.keys(errors).sort()).toEqual(['canCoFinance', 'employees', 'foundedYear', 'turnoverEur']);
  });

  it('leaves optional fields out when empty and passes a filled honeypot on', () => {
    const body = consultingBody(MINDSET_FORM, form({ fullName: 'Ana', email: 'ana@example.ro', challenge: 'growth', employees: '', website: 'http://spam' }));
    expect(body).toEqual({ fullName: 'Ana', email: 'ana@example.ro', challenge: 'growth', website: 'http://spam' });
  });

  it.each([
    ['150000', 150_000],
    ['150.000', 150_000],
    ['150 000 EUR', 150_000],
    ['1.250.000,50', 1_250_000.5],
    ['99,9', 99.9],
    ['-5', null],
    ['1.5.0', null],
    ['abc', null],
  ])('reads the amount %s as %s', (raw, expected) => expect(parseAmount(raw)).toBe(expected));
});
