import { describe, expect, it } from 'vitest';
import { firstMessage } from './efactura-view';

/** The list's excerpt of ANAF's message: whole words, ended with „…”, never a word cut in two. */
describe('firstMessage', () => {
  const MESSAGE = 'E: eroare la validare: [BR-RO-100] Orasul trebuie sa fie SECTOR1..SECTOR6\nA doua linie';

  it('keeps the first line whole when it fits', () => {
    expect(firstMessage(MESSAGE)).toBe('E: eroare la validare: [BR-RO-100] Orasul trebuie sa fie SECTOR1..SECTOR6');
  });

  it('shortens at the last whole word with „…”', () => {
    // 45 characters end inside „trebuie”: the excerpt stops after „Orasul”.
    const excerpt = firstMessage(MESSAGE, 45);
    expect(excerpt).toBe('E: eroare la validare: [BR-RO-100] Orasul…');
    expect(excerpt.length).toBeLessThanOrEqual(45);
    const words = excerpt.slice(0, -1).split(' ');
    for (const word of words) expect(MESSAGE.split(/\s+/)).toContain(word);
  });

  it('drops a trailing separator before the ellipsis', () => {
    expect(firstMessage('Factura respinsă: cod, motiv, detalii', 27)).toBe('Factura respinsă: cod…');
  });

  it('gives nothing for no message', () => {
    expect(firstMessage(null)).toBe('');
  });
});
