import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgrammeDocument } from './programme-document.js';
import { validateProgrammeDocument, validateProgrammeSet } from './programme-validator.js';

/** Where the rules documents live (copied next to the compiled code by `npm run build`). */
export const PROGRAMMES_DIR = fileURLToPath(new URL('./data/', import.meta.url));

/** A rules document that cannot be used: the boot stops with the file, the programme and the problems. */
export class ProgrammeDocumentError extends Error {
  constructor(
    readonly file: string,
    readonly programme: string,
    readonly problems: string[],
  ) {
    super(`Invalid programme rules document ${file} (programme ${programme}): ${problems.join('; ')}`);
    this.name = 'ProgrammeDocumentError';
  }
}

/** Parses and validates one document's text; throws ProgrammeDocumentError naming `file`. */
export function parseProgrammeDocument(file: string, text: string): ProgrammeDocument {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ProgrammeDocumentError(file, 'unknown', [`not valid JSON (${(error as Error).message})`]);
  }
  const programme = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : 'unknown';
  const problems = validateProgrammeDocument(raw);
  if (problems.length) throw new ProgrammeDocumentError(file, programme, problems);
  return raw as ProgrammeDocument;
}

/** Every `*.json` of `dir`, validated one by one and as a set (one version per programme id). */
export function loadProgrammeDocuments(dir: string = PROGRAMMES_DIR): ProgrammeDocument[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const loaded = files.map((name) => ({ file: basename(name), document: parseProgrammeDocument(basename(name), readFileSync(join(dir, name), 'utf8')) }));
  const problems = validateProgrammeSet(loaded);
  if (problems.length) {
    const first = loaded.find(({ file }) => problems[0].startsWith(`${file}:`)) ?? loaded[0];
    throw new ProgrammeDocumentError(first.file, first.document.id, problems);
  }
  return loaded.map(({ document }) => document);
}
