import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { testEstimate } from './estimate-fixture';
import { EstimateResult } from './EstimateResult';

const SHARE = 'https://roafaceri.ro/evaluare-afaceri/estimare/Qm9yZGVhdXhXaW5lc0FyZUdvb2Q';
const render = (estimate = testEstimate()) => renderToStaticMarkup(createElement(EstimateResult, { estimate, shareUrl: SHARE }));

describe('the estimate as the server renders it', () => {
  it('writes the range, the three points and the chart with the mid inside the bar', () => {
    const html = render();
    expect(html).toContain('310.000 – 520.000 €');
    expect(html).toContain('data-testid="estimate-mid">410.000 €<');
    // Axis 0–600.000: the bar from 51,67% for 35% of the width, the mid marker at 68,33%.
    expect(html).toContain('style="left:51.67%;width:35%"');
    expect(html).toContain('style="left:68.33%"');
  });

  it('explains the method: steps, multiples with the source, adjustments as percentages, the figures used', () => {
    const html = render();
    expect(html).toContain('<li>Am calculat valoarea după profit: P/E × profitul net normalizat.</li>');
    expect(html).toContain('I – Hoteluri și restaurante');
    expect(html).toContain('Valoare / profit operațional (EV/EBIT)</dt><dd>9,5×');
    expect(html).not.toContain('(P/E)');
    expect(html).toContain('href="https://pages.stern.nyu.edu/~adamodar/"');
    expect(html).toContain('Discount de firmă mică: \u221230%');
    expect(html).toContain('Tendința cifrei de afaceri: +5%');
    expect(html).toContain('la cursul BNR de 4,9752 lei din 26 noiembrie 2026');
    expect(html).toContain('Județul: Covasna.');
    expect(html).toContain(`href="${SHARE}"`);
  });

  it('shows how each input moves the value, as bars from the centre', () => {
    const html = render();
    expect(html).toContain('Profit net +10%');
    expect(html).toContain('sensitivity-chart__bar--up" style="width:50%"');
    expect(html).toContain('sensitivity-chart__bar--down" style="width:50%"');
    expect(html).toContain('437.000 € <span class="sensitivity-chart__change">(+6,6%)</span>');
  });

  it('renders every text of the API as text, and links the source only when it is a web address', () => {
    const html = render(
      testEstimate({
        adjustments: [{ key: 'trend', label: 'Tendință', factor: 1, explanation: '<img src=x onerror=alert(1)>' }],
        source: { ...testEstimate().source, url: 'javascript:alert(1)' },
        inputs: { ...testEstimate().inputs, companyName: '<b>Firma</b>' },
      }),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('pentru &lt;b&gt;Firma&lt;/b&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('multiplii medii pe industrie publicați de Aswath Damodaran');
  });
});

describe('the estimate in Romanian only', () => {
  const ENGLISH = ['Total Market (without financials)', 'Industry averages (US)', 'sheet', '.xls', 'Seturile Europa/Global din 2026 nu au putut fi preluate'];

  it('names the dataset in words, once, and numbers the steps once even when a stored step carries its own number', () => {
    const estimate = testEstimate();
    const html = render(
      testEstimate({ method: { ...estimate.method, summary: ['1. Domeniul: secțiunea CAEN I (Hoteluri și restaurante).', '2. Cifrele normalizate.'] } }),
    );
    for (const english of ENGLISH) expect(html).not.toContain(english);
    expect(html).toContain('<li>Domeniul: secțiunea CAEN I (Hoteluri și restaurante).</li>');
    expect(html).not.toMatch(/<li>\d+\./);
    // The title already names the author, edition and region: they are not repeated after it.
    expect(html.match(/Aswath Damodaran/g)).toHaveLength(1);
  });
});
