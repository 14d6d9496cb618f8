/**
 * The architecture of the backend as a lint rule (STYLE.md 3.3): the core depends on nothing above
 * it, and a feature module reaches another only through that module's public file (`index.ts`),
 * entities excepted.
 * Imports are resolved from the importing file, so `../other/x.js` and `../../modules/other/x.js`
 * are judged alike.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = resolve(import.meta.dirname, '../backend/src');

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
    docs: { description: 'Module boundaries of the backend: the core imports no feature; a feature imports another only through its public file.' },
    messages: {
      coreImportsFeature:
        'The core depends on nothing above it: `{{source}}` is a feature (or the application module). Give it to the core from main.ts instead.',
      privateFile: 'Module `{{target}}` is reached through its public file `modules/{{target}}/index.ts`, not `{{source}}`.',
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
      // Entities are the shared schema, imported from their own files: TypeORM's decorators read the
      // related classes while a class is defined, and a public file in between creates load cycles.
      const entity = target.endsWith('.entity.js');
      if (own && other && other !== own && !entity && relative(SRC, target) !== `modules${sep}${other}${sep}index.js`) {
        context.report({ node, messageId: 'privateFile', data: { source, target: other } });
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { boundaries } };
