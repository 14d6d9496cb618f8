import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ublSchemaErrors } from './ubl-schema.js';

const require = createRequire(import.meta.url);
const SaxonJS = require('saxon-js') as {
  transform(options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' }, mode: 'sync'): { principalResult: string };
};

const RULES_DIR = join(import.meta.dirname, '../fixtures/efactura-rules');

/**
 * The official rule sets ANAF's validator applies to an uploaded document, as published (see
 * fixtures/efactura-rules/README.md for their versions and sources): the EN 16931 UBL Schematron
 * (CEN/TC 434) and ANAF's CIUS-RO Schematron, both compiled to XSLT 2.0 by their publishers.
 */
export const RULE_SETS = {
  'EN 16931': join(RULES_DIR, 'en16931-1.3.16/EN16931-UBL-validation.xslt'),
  'CIUS-RO': join(RULES_DIR, 'cius-ro-1.0.9/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt'),
} as const;

export interface RuleFailure {
  /** The rule set that failed the document: the UBL 2.1 schema or a Schematron. */
  ruleSet: 'UBL 2.1' | keyof typeof RULE_SETS;
  /** The rule's id (BR-CO-10, BR-RO-101) or, for the schema, xmllint's message. */
  id: string;
  text: string;
  location?: string;
}

/**
 * SaxonJS runs compiled stylesheets (SEF); the XSLT is compiled once by xslt3 and kept under the
 * system's temporary folder by the XSLT's hash (the EN 16931 one takes about 30 s to compile).
 */
function compiled(xsltFile: string): string {
  const { sef, partial, args } = compilation(xsltFile);
  if (existsSync(sef)) return sef;
  execFileSync(process.execPath, args, { stdio: 'pipe' });
  renameSync(partial, sef);
  return sef;
}

function compilation(xsltFile: string): { sef: string; partial: string; args: string[] } {
  const hash = createHash('sha256').update(readFileSync(xsltFile)).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'rf-efactura-rules');
  mkdirSync(dir, { recursive: true });
  const sef = join(dir, `${hash}.sef.json`);
  const partial = `${sef}.${process.pid}.tmp`;
  return { sef, partial, args: [require.resolve('xslt3/xslt3.js'), `-xsl:${xsltFile}`, `-export:${partial}`, '-nogo'] };
}

/**
 * Compiles the rule sets not yet compiled, one after the other, without blocking: the test run's
 * global setup starts it beside the database's migrations, so the test files that validate find
 * them ready instead of each compiling them at once on a fresh machine.
 */
export async function compileRuleSets(): Promise<void> {
  for (const xsltFile of Object.values(RULE_SETS)) {
    const { sef, partial, args } = compilation(xsltFile);
    if (existsSync(sef)) continue;
    await promisify(execFile)(process.execPath, args);
    renameSync(partial, sef);
  }
}

const loaded = new Map<string, unknown>();

/** The compiled rule set, read once per process. */
function stylesheet(ruleSet: keyof typeof RULE_SETS): unknown {
  if (!loaded.has(ruleSet)) loaded.set(ruleSet, JSON.parse(readFileSync(compiled(RULE_SETS[ruleSet]), 'utf8')));
  return loaded.get(ruleSet);
}

/** Compiles and loads every rule set now (a test's beforeAll), so the first validation is not the slow one. */
export function prepareRuleSets(): void {
  for (const ruleSet of Object.keys(RULE_SETS) as (keyof typeof RULE_SETS)[]) stylesheet(ruleSet);
}

const FAILED_ASSERT = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];

/** The fatal failures (flag "fatal" or "error"; warnings are not rejections) of one Schematron's SVRL report. */
function schematronFailures(ruleSet: keyof typeof RULE_SETS, xml: string): RuleFailure[] {
  const svrl = SaxonJS.transform({ stylesheetInternal: stylesheet(ruleSet), sourceText: xml, destination: 'serialized' }, 'sync').principalResult;
  const failures: RuleFailure[] = [];
  for (const [, attributes, body] of svrl.matchAll(FAILED_ASSERT)) {
    const flag = attribute(attributes!, 'flag') ?? 'fatal';
    if (flag === 'warning' || flag === 'information') continue;
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1]?.trim() ?? '';
    failures.push({ ruleSet, id: attribute(attributes!, 'id') ?? '?', text, location: attribute(attributes!, 'location') });
  }
  return failures;
}

/**
 * What ANAF's validator would refuse in `xml`: the UBL 2.1 schema's errors, then the EN 16931 and the
 * CIUS-RO Schematron's fatal failures. Empty: the document passes all three.
 */
export async function officialRuleFailures(xml: string): Promise<RuleFailure[]> {
  const document = /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 500)) ? 'CreditNote' : 'Invoice';
  const schema = (await ublSchemaErrors(xml, document)).map((text): RuleFailure => ({ ruleSet: 'UBL 2.1', id: 'XSD', text }));
  return [...schema, ...schematronFailures('EN 16931', xml), ...schematronFailures('CIUS-RO', xml)];
}

/** One line per failure, rule ids first, for a test's message. */
export function describeFailures(failures: RuleFailure[]): string {
  return failures.map((failure) => `${failure.ruleSet} ${failure.id}: ${failure.text}${failure.location ? ` (${failure.location})` : ''}`).join('\n');
}
