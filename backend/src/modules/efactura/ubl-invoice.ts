import type { InvoiceDocument, InvoiceLine, InvoiceParty } from '../../contracts/invoices.js';
import { OUTSIDE_ROMANIAN_VAT, REVERSE_CHARGE } from '../../contracts/orders.js';
import { ANONYMOUS_PERSON_ID, CIUS_RO_CUSTOMIZATION_ID, cityName, countySubentity, cuiDigits } from './cius-ro.js';
import { el, renderXml, type XmlNode } from './xml-writer.js';

const COMMON_NAMESPACES = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/**
 * The UBL document of each kind. An invoice is a UBL `Invoice` of type 380 (UNTDID 1001 commercial
 * invoice). A credit note is a UBL `CreditNote` of type 381 with positive quantities and amounts and
 * a BillingReference to the invoice it corrects: EN 16931 (BR-CL-01) and CIUS-RO (BR-RO-020) allow
 * 381 only on a CreditNote, and ANAF's own examples of credit notes (RO e-Factura „exemple
 * Invoice/CreditNote”, mfinante.gov.ro/web/efactura/informatii-tehnice) are CreditNote documents;
 * the SPV takes them with `standard=CN`. A storno `Invoice` of type 380 with negative amounts is
 * the other form ANAF accepts; a CreditNote says what it is to every reader.
 */
const DOCUMENTS = {
  invoice: {
    root: 'Invoice',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    typeCode: 'cbc:InvoiceTypeCode',
    code: '380',
    line: 'cac:InvoiceLine',
    quantity: 'cbc:InvoicedQuantity',
    spvStandard: 'UBL',
  },
  credit_note: {
    root: 'CreditNote',
    namespace: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
    typeCode: 'cbc:CreditNoteTypeCode',
    code: '381',
    line: 'cac:CreditNoteLine',
    quantity: 'cbc:CreditedQuantity',
    spvStandard: 'CN',
  },
} as const;

/** The `standard` of ANAF's upload call for a document of this kind (UBL invoice, CN credit note). */
export const spvStandardOf = (kind: InvoiceDocument['kind']): 'UBL' | 'CN' => DOCUMENTS[kind].spvStandard;
/** UNTDID 4461: 30 credit transfer, 48 bank card. */
const PAYMENT_MEANS = { bank_transfer: '30', card: '48' } as const;
/** UN/ECE Rec. 20 "one": a package or a report is sold by the piece. */
const UNIT_CODE = 'C62';
/** CIUS-RO length limits of the texts used here (BT-153 item name, BT-154 description, BT-22 note). */
const ITEM_NAME_MAX = 100;
const ITEM_DESCRIPTION_MAX = 200;
const NOTE_MAX = 300;
/** CIUS-RO limits of an address: BT-35/BT-50 street (BR-RO-L150), BT-36/BT-51 its second line (BR-RO-L100); BT-120 exemption reason (BR-RO-L100). */
const STREET_MAX = 150;
const ADDITIONAL_STREET_MAX = 100;
const EXEMPTION_REASON_MAX = 100;

/**
 * The RO e-Factura XML of an issued invoice or credit note following CIUS-RO 1.0.1: a UBL 2.1
 * Invoice, or a UBL 2.1 CreditNote referencing the invoice it corrects (see DOCUMENTS). The product
 * stores a credit note with negative amounts (they subtract in every total); its XML states them
 * as positive amounts of a credit. Amounts in EUR; the VAT total also in RON (BT-6, BT-111).
 * Deterministic: the same document always gives the same bytes.
 */
export function renderInvoiceXml(stored: InvoiceDocument): string {
  const credit = stored.kind === 'credit_note';
  const kind = DOCUMENTS[stored.kind];
  const document = credit ? asCredit(stored) : stored;
  const money = (_cents: number, currency: 'EUR' | 'RON' = document.currency) => ({ currencyID: currency });
  const amount = (name: string, cents: number, currency: 'EUR' | 'RON' = document.currency) => el(name, ublAmount(cents), money(cents, currency));
  const notes = [
    `Comanda ${document.orderNumber}`,
    document.note ?? null,
    document.rateSource === 'fixed' || document.rateSource === 'fallback'
      ? `Curs stabilit de emitent ${document.eurRonRate} RON/EUR`
      : `Curs BNR ${document.eurRonRate} RON/EUR din ${document.rateDate}`,
  ]
    .filter((note): note is string => Boolean(note))
    .join('. ');

  const categories = vatBreakdown(document.lines, document.seller.vatPayer);
  const lineTotal = document.lines.reduce((sum, line) => sum + line.netCents, 0);
  // A supply outside Romanian VAT names no VAT identifier of either party (EN 16931 BR-O-02).
  const outsideVat = categories.some((category) => category.id === 'O');
  const reason = document.vatMention?.text ?? null;

  return renderXml(
    el(
      kind.root,
      [
        el('cbc:CustomizationID', CIUS_RO_CUSTOMIZATION_ID),
        el('cbc:ID', document.number),
        el('cbc:IssueDate', document.issueDate),
        // A CreditNote has no DueDate of its own (BT-9 would go in PaymentMeans); it is paid back, not due.
        credit ? null : el('cbc:DueDate', document.dueDate),
        el(kind.typeCode, kind.code),
        el('cbc:Note', truncate(notes, NOTE_MAX)),
        el('cbc:DocumentCurrencyCode', document.currency),
        el('cbc:TaxCurrencyCode', 'RON'),
        credit && document.correctedInvoice
          ? el('cac:BillingReference', [
              el('cac:InvoiceDocumentReference', [el('cbc:ID', document.correctedInvoice.number), el('cbc:IssueDate', document.correctedInvoice.issueDate)]),
            ])
          : null,
        el('cac:AccountingSupplierParty', [party(document.seller, 'seller', outsideVat)]),
        el('cac:AccountingCustomerParty', [party(document.buyer, 'buyer', outsideVat)]),
        el('cac:PaymentMeans', [
          el('cbc:PaymentMeansCode', PAYMENT_MEANS[document.paymentMethod]),
          el('cbc:PaymentID', document.orderNumber),
          document.paymentMethod === 'bank_transfer' && document.seller.iban
            ? el('cac:PayeeFinancialAccount', [
                el('cbc:ID', document.seller.iban.replace(/\s+/g, '')),
                document.seller.bank ? el('cbc:Name', document.seller.bank) : null,
              ])
            : null,
        ]),
        el('cac:TaxTotal', [
          amount('cbc:TaxAmount', document.vatCents),
          ...categories.map((category) =>
            el('cac:TaxSubtotal', [
              amount('cbc:TaxableAmount', category.taxableCents),
              amount('cbc:TaxAmount', category.vatCents),
              taxCategory('cac:TaxCategory', category, reason),
            ]),
          ),
        ]),
        // BT-111: the VAT total in the VAT accounting currency, without a breakdown (EN 16931 BR-53).
        el('cac:TaxTotal', [amount('cbc:TaxAmount', document.vatRonCents, 'RON')]),
        el('cac:LegalMonetaryTotal', [
          amount('cbc:LineExtensionAmount', lineTotal),
          amount('cbc:TaxExclusiveAmount', document.netCents),
          amount('cbc:TaxInclusiveAmount', document.totalCents),
          amount('cbc:PayableAmount', document.totalCents),
        ]),
        ...document.lines.map((line, index) => invoiceLine(line, index + 1, document)),
      ],
      { xmlns: kind.namespace, ...COMMON_NAMESPACES },
    ),
  );
}

interface VatCategory {
  id: 'S' | 'AE' | 'O';
  percent: number | null;
  taxableCents: number;
  vatCents: number;
}

/** VATEX exemption reason codes (CEF VATEX code list) of the categories that need one (BR-AE-10, BR-O-10), as the orders contract decides them. */
const EXEMPTION_CODES: Partial<Record<VatCategory['id'], string>> = { AE: REVERSE_CHARGE.exemptionCode!, O: OUTSIDE_ROMANIAN_VAT.exemptionCode! };

/** A line's category: as issued, or for documents issued before lines carried one, S when the seller pays VAT at a rate above 0, else O. */
const categoryOf = (line: InvoiceLine, sellerVatPayer: boolean): VatCategory['id'] => line.vatCategory ?? (sellerVatPayer && line.vatRate > 0 ? 'S' : 'O');

/**
 * One VAT breakdown per category and rate (BG-23): S at the line's rate; AE (reverse charge) at 0%
 * (BR-AE-05); O (outside Romanian VAT, or a seller outside VAT) without a rate (BR-O-05).
 */
export function vatBreakdown(lines: InvoiceLine[], sellerVatPayer: boolean): VatCategory[] {
  const byKey = new Map<string, VatCategory>();
  for (const line of lines) {
    const id = categoryOf(line, sellerVatPayer);
    const key = `${id}/${line.vatRate}`;
    const category = byKey.get(key) ?? { id, percent: id === 'S' ? line.vatRate : id === 'AE' ? 0 : null, taxableCents: 0, vatCents: 0 };
    category.taxableCents += line.netCents;
    category.vatCents += line.vatCents;
    byKey.set(key, category);
  }
  return [...byKey.values()];
}

/**
 * A VAT category: of a line (ClassifiedTaxCategory) or of the breakdown (TaxCategory), which alone
 * carries the exemption reason of AE and O: its VATEX code (BT-121) and, when the document has one,
 * its mention as text (BT-120).
 */
function taxCategory(name: string, category: Pick<VatCategory, 'id' | 'percent'>, reason: string | null = null): XmlNode {
  const breakdown = name === 'cac:TaxCategory';
  const code = EXEMPTION_CODES[category.id];
  return el(name, [
    el('cbc:ID', category.id),
    category.percent !== null ? el('cbc:Percent', String(category.percent)) : null,
    breakdown && code ? el('cbc:TaxExemptionReasonCode', code) : null,
    breakdown && code && reason ? el('cbc:TaxExemptionReason', truncate(reason, EXEMPTION_REASON_MAX)) : null,
    el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
  ]);
}

/** A stored credit note (negative quantities and amounts) as the CreditNote states it: the same credit in positive figures. */
function asCredit(document: InvoiceDocument): InvoiceDocument {
  const positive = (cents: number) => Math.abs(cents);
  return {
    ...document,
    lines: document.lines.map((line) => ({
      ...line,
      quantity: Math.abs(line.quantity),
      unitPriceCents: positive(line.unitPriceCents),
      netCents: positive(line.netCents),
      vatCents: positive(line.vatCents),
    })),
    netCents: positive(document.netCents),
    vatCents: positive(document.vatCents),
    totalCents: positive(document.totalCents),
    totalRonCents: positive(document.totalRonCents),
    vatRonCents: positive(document.vatRonCents),
  };
}

function invoiceLine(line: InvoiceLine, id: number, document: InvoiceDocument): XmlNode {
  const kind = DOCUMENTS[document.kind];
  const category = vatBreakdown([line], document.seller.vatPayer)[0];
  return el(kind.line, [
    el('cbc:ID', String(id)),
    el(kind.quantity, String(line.quantity), { unitCode: UNIT_CODE }),
    el('cbc:LineExtensionAmount', ublAmount(line.netCents), { currencyID: document.currency }),
    el('cac:Item', [
      line.description.length > ITEM_NAME_MAX ? el('cbc:Description', truncate(line.description, ITEM_DESCRIPTION_MAX)) : null,
      el('cbc:Name', truncate(line.description, ITEM_NAME_MAX)),
      taxCategory('cac:ClassifiedTaxCategory', category),
    ]),
    el('cac:Price', [el('cbc:PriceAmount', ublAmount(Math.abs(line.unitPriceCents)), { currencyID: document.currency })]),
  ]);
}

/**
 * Seller or buyer. In Romania: the address with the ISO county code and București's sector; the VAT
 * identifier of VAT payers (RO + CUI); the legal entity's identifier: the seller's trade register
 * number, the buyer's CUI, or for a person without one the 13 zeros ANAF accepts. Abroad: the address
 * with its postal code and region, the VAT number of a company of another member state (BT-48), a
 * company's own tax id outside the Union (BT-47), the 13 zeros for a person.
 *
 * `outsideVat`: the supply is not subject to Romanian VAT (category O), so no party names a VAT
 * identifier (BR-O-02): the seller gives its fiscal code as tax registration identifier (BT-32).
 */
function party(party: InvoiceParty, role: 'seller' | 'buyer', outsideVat: boolean): XmlNode {
  const romanian = party.country === 'RO';
  const cui = romanian && party.taxId ? cuiDigits(party.taxId) : null;
  const vatId = outsideVat ? null : romanian ? (cui && party.vatPayer ? `RO${cui}` : null) : (party.vatId ?? null);
  const legalId = role === 'seller' ? (party.registrationNumber ?? cui) : romanian ? (cui ?? ANONYMOUS_PERSON_ID) : foreignBuyerId(party, outsideVat);
  // A seller without a VAT identifier here (outside VAT, or on a supply outside Romanian VAT) gives its CUI as tax registration identifier (BT-32).
  const sellerTaxCode = role === 'seller' && cui && !vatId ? cui : null;
  const [street, additionalStreet] = streetLines(party.address);
  return el('cac:Party', [
    el('cac:PostalAddress', [
      el('cbc:StreetName', street),
      additionalStreet ? el('cbc:AdditionalStreetName', additionalStreet) : null,
      el('cbc:CityName', romanian && party.countyId !== null ? cityName(party.countyId, party.city, party.address) : party.city.trim()),
      !romanian && party.postalCode ? el('cbc:PostalZone', party.postalCode) : null,
      romanian && party.countyId !== null
        ? el('cbc:CountrySubentity', countySubentity(party.countyId))
        : party.region
          ? el('cbc:CountrySubentity', party.region)
          : null,
      el('cac:Country', [el('cbc:IdentificationCode', party.country)]),
    ]),
    vatId ? el('cac:PartyTaxScheme', [el('cbc:CompanyID', vatId), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]) : null,
    sellerTaxCode ? el('cac:PartyTaxScheme', [el('cbc:CompanyID', sellerTaxCode), el('cac:TaxScheme', [el('cbc:ID', 'FC')])]) : null,
    el('cac:PartyLegalEntity', [el('cbc:RegistrationName', party.name), legalId ? el('cbc:CompanyID', legalId) : null]),
    party.email ? el('cac:Contact', [el('cbc:ElectronicMail', party.email)]) : null,
  ]);
}

/**
 * A buyer abroad's legal identifier (BT-47): a company's own tax id (outside the Union); none for a
 * company of another member state (its VAT number identifies it, BT-48) nor for a buyer outside the
 * Union without one (BR-RO-120 asks for an identifier only of supplies taxed here); the 13 zeros of a
 * person without a CNP for a person of another member state, taxed at the Romanian rate.
 */
function foreignBuyerId(party: InvoiceParty, outsideVat: boolean): string | null {
  if (party.taxId) return party.taxId.replace(/\s+/g, ' ').trim();
  return party.vatId || outsideVat ? null : ANONYMOUS_PERSON_ID;
}

/**
 * An address as BT-35/BT-50 (150 characters) and, when longer, its rest as BT-36/BT-51 (100), cut
 * at a space or comma: addresses were saved up to 200 characters before the limit was kept at checkout.
 */
function streetLines(address: string): [string, string | null] {
  if ([...address.trim()].length <= STREET_MAX) return [address, null];
  const text = address.trim().replace(/\s+/g, ' ');
  const head = [...text].slice(0, STREET_MAX).join('');
  const cut = Math.max(head.lastIndexOf(' '), head.lastIndexOf(','));
  const first = cut > STREET_MAX / 2 ? head.slice(0, cut) : head;
  const rest = text.slice(first.length).replace(/^[\s,]+/, '');
  return [first.trim(), rest ? truncate(rest, ADDITIONAL_STREET_MAX) : null];
}

/** Cents as UBL writes an amount ("-290.00": a dot, two digits, no grouping; a machine format, not display text), without floating point. */
export function ublAmount(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`Amount ${cents} is not a whole number of cents`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function truncate(text: string, max: number): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}
