/**
 * The thread running the official Schematrons (official-rules.validator.ts): SaxonJS's transform is
 * synchronous and takes up to a second on an invoice, so it runs here, off the thread serving
 * requests. It loads the compiled rule sets (SEF files named in workerData) once, then answers each
 * message `{ id, xml }` with `{ id, failures }` (or `{ id, error }`), one document at a time.
 *
 * Node runs this file as it is (from dist/ as JavaScript; in the tests as TypeScript, types
 * stripped), so it imports only Node's modules and SaxonJS.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

interface Failure {
  ruleSet: string;
  id: string;
  text: string;
  location?: string;
}

const require = createRequire(import.meta.url);
const SaxonJS = require('saxon-js') as {
  transform(options: { stylesheetInternal: unknown; sourceText: string; destination: 'serialized' }, mode: 'sync'): { principalResult: string };
};

const ruleSets = (workerData as { ruleSets: { name: string; sef: string }[] }).ruleSets.map(({ name, sef }) => ({
  name,
  stylesheet: JSON.parse(readFileSync(sef, 'utf8')) as unknown,
}));

const FAILED_ASSERT = /<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The fatal failures (flag "fatal" or "error"; warnings are not rejections) of one Schematron's SVRL report. */
function failuresOf(name: string, stylesheet: unknown, xml: string): Failure[] {
  const svrl = SaxonJS.transform({ stylesheetInternal: stylesheet, sourceText: xml, destination: 'serialized' }, 'sync').principalResult;
  const failures: Failure[] = [];
  for (const [, attributes, body] of svrl.matchAll(FAILED_ASSERT)) {
    const flag = attribute(attributes!, 'flag') ?? 'fatal';
    if (flag === 'warning' || flag === 'information') continue;
    const text = unescape(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1]?.trim() ?? '');
    const location = attribute(attributes!, 'location');
    failures.push({ ruleSet: name, id: attribute(attributes!, 'id') ?? '?', text, ...(location ? { location: unescape(location) } : {}) });
  }
  return failures;
}

parentPort!.on('message', ({ id, xml }: { id: number; xml: string }) => {
  try {
    parentPort!.postMessage({ id, failures: ruleSets.flatMap(({ name, stylesheet }) => failuresOf(name, stylesheet, xml)) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true });
