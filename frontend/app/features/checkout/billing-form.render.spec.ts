import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { OrderView } from '@contracts/orders';
import { BillingForm } from './BillingForm';
import { OrderDetails } from './OrderDetails';

/** The page as the server renders it (what a browser without JavaScript gets). */
function rendered(component: () => ReturnType<typeof createElement>): string {
  const Stub = createRoutesStub([{ path: '/', Component: component }]);
  return renderToString(createElement(Stub, { initialEntries: ['/'] }));
}

const order = {
  id: '99999999-8888-4777-8666-555555555555',
  number: 'CMD-2026-000007',
  kind: 'valuation',
  kindName: 'Raport de evaluare',
  product: 'valuation-report',
  productName: 'Raport de evaluare a afacerii',
  status: 'awaiting_payment',
  statusName: 'Așteaptă plata',
  netEur: 290,
  vatEur: 60.9,
  totalEur: 350.9,
  currency: 'EUR',
  vat: { category: 'S', ratePercent: 21, exemptionCode: null, mention: null, legalBasis: null },
  billing: { type: 'person', country: 'RO', name: 'Ioana Pop', address: 'Calea Victoriei 12', city: 'București', county: 41, email: 'ioana@example.ro' },
  billingIncomplete: { field: 'billing.city', message: 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.' },
  listing: null,
  valuation: { companyName: 'Firma SRL', companyCui: null, notes: null },
  payment: {
    method: 'bank_transfer',
    beneficiary: 'RoAfaceri SRL',
    bank: 'Banca',
    iban: 'RO49AAAA1B31007593840000',
    reference: 'CMD-2026-000007',
    amountEur: 350.9,
    dueDays: 14,
    methods: ['bank_transfer'],
    redirectUrl: null,
  },
  promotedUntil: null,
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
  cardPayment: null,
  refund: null,
  invoice: null,
  creditNotes: [],
  createdAt: '2026-11-23T10:00:00.000Z',
} as OrderView;

describe('the billing form as the server renders it', () => {
  it('asks for the country first, Romania chosen, with the fields of Romania and of an address abroad, and the sector select', () => {
    const html = rendered(() =>
      createElement(BillingForm, { actionPath: '/plata/date-facturare', valuation: false, values: {}, submitLabel: 'Trimite comanda' }),
    );
    expect(html).toMatch(/<select[^>]*name="country"[^>]*>\s*<option value="RO" selected="">România<\/option>/);
    expect(html).toContain('<option value="DE">Germania</option>');
    for (const field of ['name="cui"', 'name="county"', 'name="sector"', 'name="vatId"', 'name="region"', 'name="postalCode"']) expect(html).toContain(field);
    expect(html).toContain('<option value="3">Sector 3</option>');
    // A București locality naming its sector (ANAF's data, an older order) chooses it in the select.
    const bucharest = rendered(() =>
      createElement(BillingForm, { actionPath: '/x', valuation: false, values: { county: '41', city: 'Sector 3' }, submitLabel: 'Trimite' }),
    );
    expect(bucharest).toContain('<option value="3" selected="">Sector 3</option>');
  });

  it('keeps what was typed for an address abroad', () => {
    const values = { type: 'company', country: 'DE', name: 'Müller GmbH', vatId: 'DE123', city: 'München', postalCode: '80802', address: 'Leopoldstraße 12' };
    const html = rendered(() =>
      createElement(BillingForm, {
        actionPath: '/x',
        valuation: false,
        values,
        serverErrors: { vatId: 'Codul de TVA nu are forma celor din Germania (de exemplu DE123456789).' },
        submitLabel: 'Trimite',
      }),
    );
    expect(html).toContain('<option value="DE" selected="">Germania</option>');
    expect(html).toContain('value="DE123"');
    expect(html).toContain('value="80802"');
    expect(html).toContain('Codul de TVA nu are forma celor din Germania');
  });
});

describe('the order page of billing data saved without a București sector', () => {
  it('says why and shows the billing form to complete them instead of the payment', () => {
    const html = rendered(() => createElement(OrderDetails, { order, justPlaced: false }));
    expect(html).toContain('Completează datele de facturare');
    expect(html).toContain('factura electronică îl cere');
    expect(html).toContain('name="intent" value="billing"');
    // The saved data are the form's values; the sector is to choose.
    expect(html).toContain('value="Calea Victoriei 12"');
    expect(html).toMatch(/<select[^>]*name="county"[^>]*>[\s\S]*?<option value="41" selected="">București<\/option>/);
    expect(html).not.toContain('data-testid="payment-instructions"');
  });

  it('shows the payment once they are complete, and a reverse charge as such', () => {
    const complete = {
      ...order,
      billingIncomplete: null,
      vatEur: 0,
      totalEur: 290,
      payment: { ...order.payment!, amountEur: 290 },
      vat: { category: 'AE', ratePercent: 0, exemptionCode: 'VATEX-EU-AE', mention: 'Taxare inversă', legalBasis: 'art. 278 alin. (2)' },
    } as OrderView;
    const html = rendered(() => createElement(OrderDetails, { order: complete, justPlaced: false }));
    expect(html).toContain('data-testid="payment-instructions"');
    expect(html).not.toContain('name="intent" value="billing"');
    expect(html).toMatch(/<dt>TVA(<!-- -->)? \(taxare inversă\)<\/dt><dd>0,00 €<\/dd>/);
    expect(html).toContain('Taxare inversă: art. 278 alin. (2).');
  });
});
