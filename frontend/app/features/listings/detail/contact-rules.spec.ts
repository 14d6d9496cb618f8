import { readContact, validateContact } from './contact-rules';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const valid = { name: 'Elena Pop', email: 'elena@example.ro', phone: '', message: 'Bună ziua, mă interesează anunțul.' };

describe('contact form rules', () => {
  it('accepts a complete message and leaves an empty phone out of the request', () => {
    expect(validateContact(form(valid))).toEqual({});
    expect(readContact(form({ ...valid, name: '  Elena Pop  ' }))).toEqual({ name: 'Elena Pop', email: 'elena@example.ro', message: valid.message });
    expect(readContact(form({ ...valid, phone: '0722 123 456' })).phone).toBe('0722 123 456');
  });

  it('asks for name, email and message in Romanian, within the API limits', () => {
    expect(validateContact(form({ name: '', email: '', phone: '', message: '' }))).toEqual({
      name: 'Câmpul este obligatoriu.',
      email: 'Câmpul este obligatoriu.',
      message: 'Câmpul este obligatoriu.',
    });
    expect(validateContact(form({ ...valid, name: 'E', message: 'Scurt' }))).toEqual({
      name: 'Scrie cel puțin 2 caractere.',
      message: 'Scrie cel puțin 10 caractere.',
    });
    expect(validateContact(form({ ...valid, message: 'x'.repeat(3001) })).message).toBe('Poți scrie cel mult 3000 de caractere.');
    expect(validateContact(form({ ...valid, email: 'elena@exemplu' })).email).toBe('Adresa de email nu este validă.');
    expect(validateContact(form({ ...valid, phone: 'sună-mă' })).phone).toBe('Numărul de telefon nu este valid.');
  });
});
