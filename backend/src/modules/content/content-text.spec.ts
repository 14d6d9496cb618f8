import { cleanText, cleanTexts } from './content-text.js';

describe('content text', () => {
  it('removes markup, scripts and their content, and keeps the text', () => {
    expect(cleanText('<p>Bună <strong>ziua</strong></p><script>alert(1)</script>')).toBe('Bună ziua');
    expect(cleanText('<img src=x onerror=alert(1)>Text')).toBe('Text');
    expect(cleanText('5 < 7 & 8 > 3')).toBe('5 < 7 & 8 > 3');
  });

  it('writes ș ț with comma below and collapses whitespace', () => {
    expect(cleanText('  Aşa   ţară\n nouă ')).toBe('Așa țară nouă');
  });

  it('cleans every string of a nested value and keeps numbers and booleans', () => {
    expect(cleanTexts({ title: '<b>T</b>', body: [{ type: 'list', items: ['<i>a</i>', 'b'] }], year: 2025, ok: true })).toEqual({
      title: 'T',
      body: [{ type: 'list', items: ['a', 'b'] }],
      year: 2025,
      ok: true,
    });
  });
});
