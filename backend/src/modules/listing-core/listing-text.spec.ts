import { commaBelow, excerptOf, foldDiacritics, plainText, sanitizeRichText, slugFor } from './listing-text.js';

describe('listing text', () => {
  it('keeps safe formatting and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Bună <strong>ziua</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><a href="https://ex.ro">site</a>',
    );
    expect(html).toContain('<strong>ziua</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(html).toContain('<a href="https://ex.ro" rel="nofollow noopener noreferrer ugc" target="_blank">site</a>');
  });

  it('turns plain text with blank lines into paragraphs, escaping angle brackets', () => {
    expect(sanitizeRichText('Prima linie\n\nA doua < 3')).toBe('<p>Prima linie</p><p>A doua &lt; 3</p>');
  });

  it('extracts plain text and cuts excerpts at a word', () => {
    expect(plainText('<p>Unu</p><p>doi &amp; trei</p>')).toBe('Unu doi & trei');
    const excerpt = excerptOf('cuvânt '.repeat(100), 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt.endsWith('cuvânt…')).toBe(true);
  });

  it('writes cedilla letters in their comma-below form', () => {
    expect(commaBelow('Bucureşti, Ţara Făgăraşului, ŞCOALĂ')).toBe('București, Țara Făgărașului, ȘCOALĂ');
  });

  it('folds comma-below and cedilla forms alike and builds ASCII slugs', () => {
    expect(foldDiacritics('București')).toBe(foldDiacritics('Bucureşti'));
    expect(foldDiacritics('Țară ÎNTÂI')).toBe('tara intai');
    expect(slugFor('Cafenea în Brașov — 40 locuri!')).toMatch(/^cafenea-in-brasov-40-locuri-[a-z0-9]{6}$/);
    expect(slugFor('!!!')).toMatch(/^anunt-[a-z0-9]{6}$/);
  });
});
