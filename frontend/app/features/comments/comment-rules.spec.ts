import { describe, expect, it } from 'vitest';
import { validateComment } from './comment-rules';

const form = (text: string) => {
  const data = new FormData();
  data.set('text', text);
  return data;
};

describe('comment form rule', () => {
  it('asks for a text of 2 to 1000 characters, trimmed', () => {
    expect(validateComment(form('   '))).toEqual({ text: 'Scrie comentariul.' });
    expect(validateComment(form(' a '))).toEqual({ text: 'Comentariul trebuie să aibă între 2 și 1000 de caractere.' });
    expect(validateComment(form('a'.repeat(1001)))).toEqual({ text: 'Comentariul trebuie să aibă între 2 și 1000 de caractere.' });
    expect(validateComment(form(' Bun articol! '))).toEqual({});
  });
});
