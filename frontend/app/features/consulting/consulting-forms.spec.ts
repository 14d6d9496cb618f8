import { CONTACT_FORM, FUNDING_REQUEST_FORM, MINDSET_FORM, consultingBody, parseAmount, validateConsultingForm } from './consulting-forms';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
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

  it('asks who to answer when a funding check goes to a consultant; the message is optional', () => {
    expect(validateConsultingForm(FUNDING_REQUEST_FORM, form({}))).toEqual({ fullName: 'Câmpul este obligatoriu.', email: 'Câmpul este obligatoriu.' });
    expect(consultingBody(FUNDING_REQUEST_FORM, form({ fullName: 'Ioana Pop', email: 'ioana.pop@example.ro', phone: '', message: '' }))).toEqual({
      fullName: 'Ioana Pop',
      email: 'ioana.pop@example.ro',
    });
  });

  it('leaves optional fields out when empty and passes a filled honeypot on', () => {
    const body = consultingBody(MINDSET_FORM, form({ fullName: 'Ana', email: 'ana@example.ro', challenge: 'growth', employees: '', website: 'http://spam' }));
    expect(body).toEqual({ fullName: 'Ana', email: 'ana@example.ro', challenge: 'growth', website: 'http://spam' });
  });

  it.each([
    ['150000', 150_000],
    ['150.000', 150_000],
    ['150 000 EUR', 150_000],
    ['150000 €', 150_000],
    ['1.250.000,50', 1_250_000.5],
    ['99,9', 99.9],
    ['-5', null],
    ['1.5.0', null],
    ['abc', null],
  ])('reads the amount %s as %s', (raw, expected) => expect(parseAmount(raw)).toBe(expected));
});
