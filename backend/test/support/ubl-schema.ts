/** The product's UBL 2.1 schema check (the official OASIS XSDs in src/modules/efactura/official-rules/ubl-2.1). */
export { ublSchemaErrors } from '../../src/modules/efactura/official-rules.validator.js';
