import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const XSD_DIR = join(import.meta.dirname, '../fixtures/ubl/xsd');

/**
 * The OASIS UBL 2.1 schemas (fixtures/ubl, with their licence) loaded into xmllint's in-memory file
 * system: one folder there, so the main documents' `../common/` imports are read from beside them.
 */
function schemaFiles(main: string) {
  const flat = (text: string) => text.replace(/schemaLocation="\.\.\/common\//g, 'schemaLocation="');
  const common = readdirSync(join(XSD_DIR, 'common')).map((fileName) => ({ fileName, contents: readFileSync(join(XSD_DIR, 'common', fileName), 'utf8') }));
  return { schema: { fileName: main, contents: flat(readFileSync(join(XSD_DIR, 'maindoc', main), 'utf8')) }, preload: common };
}

/** Validates a UBL 2.1 Invoice (or CreditNote) against the official schema; answers xmllint's errors (none: valid). */
export async function ublSchemaErrors(xml: string, document: 'Invoice' | 'CreditNote' = 'Invoice'): Promise<string[]> {
  const { schema, preload } = schemaFiles(`UBL-${document}-2.1.xsd`);
  const result = await validateXML({ xml: { fileName: 'document.xml', contents: xml }, schema, preload, maxMemoryPages: 4096 });
  return result.errors.map((error) => error.rawMessage);
}
