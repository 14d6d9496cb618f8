import { sanitizeRichText } from '../../listing-core/listing-text.js';
import { campaignText } from './campaign-text.js';

describe('campaignText', () => {
  it('keeps paragraphs apart, lists as bullets and each link with its address', () => {
    const html = sanitizeRichText(
      '<h2>Finanțări</h2><p>Citește <a href="https://roafaceri.ro/finantari?x=1&y=2">apelurile</a> &amp; termenele.</p><ul><li>PNRR</li><li>Start-Up Nation</li></ul>',
    );
    expect(campaignText(html)).toBe('Finanțări\n\nCitește apelurile (https://roafaceri.ro/finantari?x=1&y=2) & termenele.\n\n• PNRR\n• Start-Up Nation');
  });

  it('drops what the sanitiser removed', () => {
    expect(campaignText(sanitizeRichText('<p>Bună<script>alert(1)</script> ziua<br>a doua linie</p>'))).toBe('Bună ziua\na doua linie');
  });
});
