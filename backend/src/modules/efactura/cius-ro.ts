import { BUCHAREST_COUNTY_ID, bucharestSector, COUNTIES } from '../../contracts/counties.js';

/**
 * RO e-Factura facts the UBL generator follows, with where each comes from.
 *
 * - CIUS-RO 1.0.1, the Romanian core use specification of EN 16931 (Ordinul MF nr. 1.366/2021 and its
 *   later amendments; ANAF, "Specificații tehnice și de utilizare RO e-Factura",
 *   https://mfinante.gov.ro/ro/web/efactura/informatii-tehnice), whose Schematron rules BR-RO-*
 *   ANAF's validator runs on every upload.
 * - ISO 3166-2:RO subdivision codes (https://www.iso.org/obp/ui/#iso:code:3166:RO).
 * - EN 16931-1 VAT categories (UNCL 5305) and the CEF VATEX code list of exemption reasons: a reverse
 *   charge is category AE at 0% with VATEX-EU-AE and both parties' VAT identifiers (BR-AE-01..10); a
 *   supply outside the scope of VAT is category O without a rate, with VATEX-EU-O and no VAT identifier
 *   of either party (BR-O-01..14). Which buyer gets which: `vatTreatmentOf` (orders contract).
 */

/** BT-24 Specification identifier of CIUS-RO 1.0.1. */
export const CIUS_RO_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

/**
 * The buyer identifier of a person who gave no CNP nor tax code: 13 zeros. Source: OUG 120/2021
 * art. 10 as amended by OUG 138/2024 (Monitorul Oficial nr. 1222 of 5 December 2024), applied in
 * RO e-Factura B2C since 1 January 2025.
 */
export const ANONYMOUS_PERSON_ID = '0000000000000';

/** County id as in masterdata → ISO 3166-2:RO code for BT-39/BT-54 (BR-RO-110/111), e.g. 16 → "RO-CJ", 41 → "RO-B". */
export function countySubentity(countyId: number): string {
  const county = COUNTIES.find((item) => item.id === countyId);
  if (!county) throw new Error(`Unknown county id ${countyId}`);
  return `RO-${county.code}`;
}

/**
 * BT-37/BT-52 City: in București CIUS-RO (BR-RO-100/101) accepts only "SECTOR1".."SECTOR6".
 * "Sector 1", "sectorul 2", "SECTOR3" all become SECTORn, read from the locality or else from the
 * street address; elsewhere the locality stays as written. Billing data in București are refused
 * without a sector (checkout), so a locality without one comes only from data saved before that rule.
 */
export function cityName(countyId: number, city: string, address = ''): string {
  if (countyId !== BUCHAREST_COUNTY_ID) return city.trim();
  const sector = bucharestSector(city) ?? bucharestSector(address);
  return sector ? `SECTOR${sector}` : city.trim();
}

/** A CUI/CIF without its RO prefix and spaces ("RO 123" → "123"). */
export function cuiDigits(taxId: string): string {
  return taxId.replace(/\s+/g, '').replace(/^RO/i, '');
}
