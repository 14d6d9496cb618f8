import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'build' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1] ?? match[2]);
}

function resolvedImports(file: string): string[] {
  return importsOf(file)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(repo, resolve(dirname(file), spec)));
}

/**
 * The dependency rule of STYLE.md 3.1 the lint rules do not express: no listing family imports another
 * at all (the core's and the other boundaries are lint rules: eslint.config.js, lint/architecture-plugin.js).
 */
describe('module boundaries', () => {
  it('the listing core imports no family, and no family imports another (STYLE 3.1)', () => {
    const families = ['company', 'active', 'fund', 'service', 'news', 'investment', 'investor'];
    const offenders = [
      ...sources(join(repo, 'backend/src/modules/listing-core')),
      ...families.flatMap((family) => sources(join(repo, 'backend/src/modules', family))),
    ].flatMap((file) => {
      const own = relative(join(repo, 'backend/src/modules'), file).split('/')[0];
      return resolvedImports(file)
        .filter((path) => families.some((family) => family !== own && path.startsWith(`backend/src/modules/${family}/`)))
        .map((path) => `${relative(repo, file)} → ${path}`);
    });
    expect(offenders).toEqual([]);
  });
});
