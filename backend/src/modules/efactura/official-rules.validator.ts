import { Inject, Injectable } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { access, mkdir, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { validateXML } from 'xmllint-wasm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { OfficialRuleFailure } from '../../contracts/invoices.js';

const require = createRequire(import.meta.url);

/** The official rule files as published (official-rules/README.md: versions, sources, licences). */
export const OFFICIAL_RULES_DIR = join(import.meta.dirname, 'official-rules');

/**
 * The rule sets ANAF's validator applies to an uploaded document besides the UBL 2.1 schema: the EN
 * 16931 UBL Schematron (CEN/TC 434) and ANAF's CIUS-RO Schematron, both compiled to XSLT 2.0 by their
 * publishers. A newer version is a new folder and a change of these paths.
 */
export const RULE_SETS = {
  'EN 16931': join(OFFICIAL_RULES_DIR, 'en16931-1.3.16/EN16931-UBL-validation.xslt'),
  'CIUS-RO': join(OFFICIAL_RULES_DIR, 'cius-ro-1.0.9/ROeFactura-UBL-validation-Invoice_v1.0.9.xslt'),
} as const;

const XSD_DIR = join(OFFICIAL_RULES_DIR, 'ubl-2.1/xsd');

/** Where the compiled rule sets are kept when the configuration names no folder (EFACTURA_RULES_CACHE_DIR). */
export const DEFAULT_RULES_CACHE_DIR = join(tmpdir(), 'rf-efactura-rules');

export type { OfficialRuleFailure };

/**
 * Compiles each rule set not yet compiled into `cacheDir` (SaxonJS runs compiled stylesheets, SEF),
 * in a child process of xslt3, one after the other (the EN 16931 one takes about 30 s): named by
 * the XSLT's hash, so a new version compiles anew and every process of the machine shares them.
 * Answers each rule set's SEF file.
 */
export async function compileRuleSets(cacheDir: string = DEFAULT_RULES_CACHE_DIR): Promise<{ name: string; sef: string }[]> {
  await mkdir(cacheDir, { recursive: true });
  const compiled: { name: string; sef: string }[] = [];
  for (const [name, xsltFile] of Object.entries(RULE_SETS)) {
    const hash = createHash('sha256')
      .update(await readFile(xsltFile))
      .digest('hex')
      .slice(0, 16);
    const sef = join(cacheDir, `${hash}.sef.json`);
    if (!(await exists(sef))) {
      const partial = `${sef}.${process.pid}.${Date.now()}.tmp`;
      await promisify(execFile)(process.execPath, [require.resolve('xslt3/xslt3.js'), `-xsl:${xsltFile}`, `-export:${partial}`, '-nogo'], {
        maxBuffer: 16 * 1024 * 1024,
      });
      await rename(partial, sef);
    }
    compiled.push({ name, sef });
  }
  return compiled;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The OASIS UBL 2.1 schemas, read once: one in-memory folder for xmllint, so the main documents' `../common/` imports are found beside them. */
let schemaFiles: { common: { fileName: string; contents: string }[]; main: Map<string, string> } | null = null;

/** Validates a UBL 2.1 Invoice (or CreditNote) against the official schema; answers xmllint's errors (none: valid). xmllint runs in a thread of its own. */
export async function ublSchemaErrors(xml: string, document: 'Invoice' | 'CreditNote' = 'Invoice'): Promise<string[]> {
  schemaFiles ??= {
    common: readdirSync(join(XSD_DIR, 'common')).map((fileName) => ({ fileName, contents: readFileSync(join(XSD_DIR, 'common', fileName), 'utf8') })),
    main: new Map(),
  };
  const fileName = `UBL-${document}-2.1.xsd`;
  if (!schemaFiles.main.has(fileName)) {
    schemaFiles.main.set(fileName, readFileSync(join(XSD_DIR, 'maindoc', fileName), 'utf8').replace(/schemaLocation="\.\.\/common\//g, 'schemaLocation="'));
  }
  const result = await validateXML({
    xml: { fileName: 'document.xml', contents: xml },
    schema: { fileName, contents: schemaFiles.main.get(fileName)! },
    preload: schemaFiles.common,
    maxMemoryPages: 4096,
  });
  return result.errors.map((error) => error.rawMessage);
}

type Answer = { id: number; failures: OfficialRuleFailure[] } | { id: number; error: string } | { ready: true };

/**
 * The compiled rule sets of one cache folder and the worker thread running them: one per process
 * (the test apps of a test process share it), made on first use, made again after a failure.
 */
class RuleEngine {
  private started: Promise<Worker> | null = null;
  private worker: Worker | null = null;
  private nextId = 0;
  /** The validation under way: documents are checked one at a time (each starts an xmllint thread; SaxonJS's worker is one), so a burst of 50 issued invoices does not take every core. */
  private turn: Promise<unknown> = Promise.resolve();
  private readonly waiting = new Map<number, { resolve: (failures: OfficialRuleFailure[]) => void; reject: (error: Error) => void }>();

  constructor(private readonly cacheDir: string) {}

  get ready(): boolean {
    return this.worker !== null;
  }

  /** Compiles the rule sets if needed and starts the worker that loads them; the same promise for every caller until it fails. */
  start(): Promise<Worker> {
    this.started ??= compileRuleSets(this.cacheDir)
      .then((ruleSets) => this.spawn(ruleSets))
      .catch((error: unknown) => {
        this.started = null;
        throw error;
      });
    return this.started;
  }

  private spawn(ruleSets: { name: string; sef: string }[]): Promise<Worker> {
    const file = new URL(`./official-rules.worker${extname(new URL(import.meta.url).pathname)}`, import.meta.url);
    const worker = new Worker(file, { workerData: { ruleSets } });
    return new Promise<Worker>((resolve, reject) => {
      worker.on('message', (answer: Answer) => {
        if ('ready' in answer) {
          this.worker = worker;
          worker.unref();
          return resolve(worker);
        }
        const waiting = this.waiting.get(answer.id);
        if (!waiting) return;
        this.waiting.delete(answer.id);
        if (!this.waiting.size) worker.unref();
        if ('error' in answer) waiting.reject(new Error(`The official rules could not run: ${answer.error}`));
        else waiting.resolve(answer.failures);
      });
      const fail = (error: Error) => {
        // A broken worker is replaced on the next use; the documents it held are answered with the error (their jobs retry).
        if (this.worker === worker || !this.worker) {
          this.worker = null;
          this.started = null;
        }
        for (const waiting of this.waiting.values()) waiting.reject(error);
        this.waiting.clear();
        reject(error);
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`The official rules' worker stopped (exit code ${code})`)));
    });
  }

  /** Runs `work` once the validations before it have finished. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** The Schematrons' fatal failures of `xml`, in the worker thread. */
  async schematronFailures(xml: string): Promise<OfficialRuleFailure[]> {
    const worker = await this.start();
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, xml });
    });
  }
}

const engines = new Map<string, RuleEngine>();

/** The rule engine of `cacheDir`, one per process. */
export function ruleEngine(cacheDir: string = DEFAULT_RULES_CACHE_DIR): RuleEngine {
  let engine = engines.get(cacheDir);
  if (!engine) engines.set(cacheDir, (engine = new RuleEngine(cacheDir)));
  return engine;
}

/**
 * What ANAF's validator would refuse in `xml`: the UBL 2.1 schema's errors, then the EN 16931 and the
 * CIUS-RO Schematrons' fatal failures. Empty: the document passes all three. Waits for the rule sets
 * (compiled on first use).
 */
export async function officialRuleFailures(xml: string, engine: RuleEngine = ruleEngine()): Promise<OfficialRuleFailure[]> {
  const document = /<(?:\w+:)?CreditNote[\s>]/.test(xml.slice(0, 500)) ? 'CreditNote' : 'Invoice';
  await engine.start();
  const [schema, schematron] = await engine.inTurn(() => Promise.all([ublSchemaErrors(xml, document), engine.schematronFailures(xml)]));
  return [...schema.map((text): OfficialRuleFailure => ({ ruleSet: 'UBL 2.1', id: 'XSD', text })), ...schematron];
}

/** One line per failure, rule ids first (a log line, a test's message, the console's message). */
export function describeFailures(failures: readonly OfficialRuleFailure[]): string {
  return failures.map((failure) => `${failure.ruleSet} ${failure.id}: ${failure.text}${failure.location ? ` (${failure.location})` : ''}`).join('\n');
}

/**
 * The official e-Factura rules at run time: the UBL 2.1 schema (xmllint-wasm) and the EN 16931 and
 * CIUS-RO Schematrons (SaxonJS, in a worker thread), compiled once into EFACTURA_RULES_CACHE_DIR.
 * `start` begins the compilation in the background (at boot, where jobs run); `validate` waits for it.
 */
@Injectable()
export class OfficialRulesValidator {
  private readonly engine: RuleEngine;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.engine = ruleEngine(config.invoices.rulesCacheDir);
  }

  /** The rule sets are compiled and loaded in their worker: a validation now does not wait for them. */
  get ready(): boolean {
    return this.engine.ready;
  }

  start(): Promise<void> {
    return this.engine.start().then(() => undefined);
  }

  validate(xml: string): Promise<OfficialRuleFailure[]> {
    return officialRuleFailures(xml, this.engine);
  }
}
