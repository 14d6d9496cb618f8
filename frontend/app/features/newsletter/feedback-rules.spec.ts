import { describe, expect, it } from 'vitest';
import { validateFeedback } from './feedback-rules';

describe('validateFeedback', () => {
  it('requires a valid email and a message', () => {
    expect(validateFeedback('', '')).toEqual({ email: 'Câmpul este obligatoriu.', message: 'Câmpul este obligatoriu.' });
    expect(validateFeedback('ana@firma', 'Un mesaj destul de lung.')).toEqual({ email: 'Adresa de email nu este validă.' });
    expect(validateFeedback('ana@firma.ro', 'Scurt')).toEqual({ message: 'Mesajul trebuie să aibă cel puțin 10 caractere.' });
    expect(validateFeedback('ana@firma.ro', 'Site-ul este foarte util.')).toEqual({});
  });
});
