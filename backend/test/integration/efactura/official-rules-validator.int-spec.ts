import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { AppConfig } from '../../../src/config/app-config.js';
import { DEFAULT_RULES_CACHE_DIR, OfficialRulesValidator } from '../../../src/modules/efactura/official-rules.validator.js';
import { renderInvoiceXml } from '../../../src/modules/efactura/ubl-invoice.js';
import { valuationCreditNote, valuationInvoice } from './documents.js';

/**
 * The product's validator of the official rules (the one the gate uses), on fixed documents: the real
 * rule files, compiled by xslt3 into the cache folder, run by SaxonJS in its worker thread.
 */
describe('OfficialRulesValidator', () => {
  const validator = new OfficialRulesValidator({ invoices: { rulesCacheDir: DEFAULT_RULES_CACHE_DIR } } as AppConfig);
  const invoice = renderInvoiceXml(valuationInvoice());

  beforeAll(() => validator.start(), 600_000);

  it('passes the invoice and the credit note of the acceptance', async () => {
    expect(validator.ready).toBe(true);
    expect(await validator.validate(invoice)).toEqual([]);
    expect(await validator.validate(renderInvoiceXml(valuationCreditNote()))).toEqual([]);
  });

  it('names each rule a document breaks, with its rule set and text', async () => {
    const total = invoice.replace(
      '<cbc:TaxInclusiveAmount currencyID="EUR">350.90</cbc:TaxInclusiveAmount>',
      '<cbc:TaxInclusiveAmount currencyID="EUR">350.91</cbc:TaxInclusiveAmount>',
    );
    expect(total).not.toBe(invoice);
    const failures = await validator.validate(total);
    expect(failures).toContainEqual(
      expect.objectContaining({ ruleSet: 'EN 16931', id: 'BR-CO-15', text: expect.stringContaining('Invoice total amount with VAT') }),
    );
    expect(failures.every((failure) => failure.id !== 'XSD')).toBe(true);

    const noSector = renderInvoiceXml(valuationInvoice({ buyer: { ...valuationInvoice().buyer, countyId: 41, city: 'București' } }));
    expect((await validator.validate(noSector)).map((failure) => `${failure.ruleSet} ${failure.id}`)).toContain('CIUS-RO BR-RO-101');

    const unknownElement = invoice.replace('<cbc:InvoiceTypeCode>', '<cbc:Colour>red</cbc:Colour><cbc:InvoiceTypeCode>');
    expect(await validator.validate(unknownElement)).toContainEqual(
      expect.objectContaining({ ruleSet: 'UBL 2.1', id: 'XSD', text: expect.stringContaining('Colour') }),
    );
  });

  it('validates in about a second without holding up the thread that serves requests', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    const results = await Promise.all([validator.validate(invoice), validator.validate(invoice), validator.validate(invoice)]);
    const elapsed = performance.now() - started;
    delay.disable();
    const longestStallMs = delay.max / 1e6;
    console.info(`3 validations: ${Math.round(elapsed)} ms in all; the event loop's longest stall meanwhile ${Math.round(longestStallMs)} ms`);
    expect(results).toEqual([[], [], []]);
    // SaxonJS runs in the worker and xmllint in threads of its own: the event loop stays free.
    expect(longestStallMs).toBeLessThan(250);
  });
});
