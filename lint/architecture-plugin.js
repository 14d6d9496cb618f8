/**
 * The architecture of the backend as a lint rule (STYLE.md 3.3): the core depends on nothing above
 * it, and no feature module reads another's data but through that module's services: repositories
 * and SQL files (`*.repository.ts`, `*-sql.ts`) are private to their module. Imports are resolved
 * from the importing file, so `../other/x.js` and `../../modules/other/x.js` are judged alike.
 *
 * Why not "only through a public index.ts": the backend runs as ES modules whose Nest and TypeORM
 * decorators read the imported classes while a class is being defined; an index re-exporting a
 * module's files joins them into load cycles, and depending on the entry point (the site, a worker,
 * a command-line tool) a class was read before it existed ("Cannot access 'AuditModule' before
 * initialization"). Imports name the file they use.
 */
import { basename, dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '../backend/src');
const PRIVATE_FILE = /(\.repository|-sql)\.js$/;

/** `modules/<name>/…` → name; anything else → null. */
function moduleOf(path) {
  const inside = relative(SRC, path).split(sep);
  return inside[0] === 'modules' && inside.length > 2 ? inside[1] : null;
}

function targetOf(context, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return null;
  return resolve(dirname(context.filename), source);
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: "Module boundaries of the backend: the core imports no feature; no feature reads another's repository or SQL." },
    messages: {
      coreImportsFeature:
        'The core depends on nothing above it: `{{source}}` is a feature (or the application module). Give it to the core from main.ts instead.',
      privateFile: "`{{source}}` is private to module `{{target}}` (its queries): use the module's services instead.",
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename;
    const inCore = relative(SRC, importer).startsWith(`core${sep}`);
    const own = moduleOf(importer);
    function check(node) {
      const source = node.source?.value;
      const target = targetOf(context, source);
      if (!target) return;
      const inside = relative(SRC, target);
      if (inCore && (inside.startsWith(`modules${sep}`) || inside.startsWith('app.module'))) {
        context.report({ node, messageId: 'coreImportsFeature', data: { source } });
        return;
      }
      const other = moduleOf(target);
      if (own && other && other !== own && PRIVATE_FILE.test(basename(target))) {
        context.report({ node, messageId: 'privateFile', data: { source, target: other } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries } };
