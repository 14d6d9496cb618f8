import { shortenAtWord } from './text.js';

describe('shortenAtWord', () => {
  it('keeps a text that fits', () => {
    expect(shortenAtWord('Business angel din Cluj', 40)).toBe('Business angel din Cluj');
  });

  it('cuts at the last whole word and adds „…”', () => {
    const out = shortenAtWord('Business angel din Cluj-Napoca interesat de agricultură și tehnologie', 40);
    expect(out).toBe('Business angel din Cluj-Napoca…');
    expect(out.length).toBeLessThanOrEqual(40);
  });

  it('never leaves part of a word before the ellipsis', () => {
    const text = 'Fond de investiții pentru companii din agricultură, Timișoara';
    for (let max = 8; max < text.length; max += 1) {
      const out = shortenAtWord(text, max);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out.endsWith('…')).toBe(true);
      const words = out.slice(0, -1).split(' ');
      // Every kept word is a whole word of the text (a trailing comma is dropped).
      for (const word of words) expect(text.split(/[ ,]+/)).toContain(word.replace(/,$/, ''));
    }
  });

  it('drops separators left at the cut', () => {
    expect(shortenAtWord('Societăți · Cluj · Agricultură și pescuit', 20)).toBe('Societăți · Cluj…');
  });
});
