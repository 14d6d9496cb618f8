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

/** The dependency rules of STYLE.md 3.3, enforced on every source file. */
describe('module boundaries', () => {
  it('contracts import nothing but each other', () => {
    const offenders = sources(join(repo, 'backend/src/contracts')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => !spec.startsWith('./'))
        .map((spec) => `${relative(repo, file)} → ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('core imports nothing from modules', () => {
    const offenders = sources(join(repo, 'backend/src/core')).flatMap((file) =>
      resolvedImports(file)
        .filter((path) => path.startsWith('backend/src/modules'))
        .map((path) => `${relative(repo, file)} → ${path}`),
    );
    expect(offenders).toEqual([]);
  });

  it('frontend and admin reach the backend only through @contracts', () => {
    const files = [...sources(join(repo, 'frontend/app')), ...sources(join(repo, 'admin/src'))];
    expect(files.length).toBeGreaterThan(0);
    const offenders = files.flatMap((file) =>
      [...resolvedImports(file).filter((path) => path.startsWith('backend')), ...importsOf(file).filter((spec) => /(^|\/)backend\//.test(spec))].map(
        (path) => `${relative(repo, file)} → ${path}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the listing core imports no family, and no family imports another (STYLE 3.1)', () => {
    const families = ['company', 'active', 'fund', 'service', 'news', 'investment', 'investor'];
    const offenders = [...sources(join(repo, 'backend/src/modules/listing-core')), ...families.flatMap((family) => sources(join(repo, 'backend/src/modules', family)))].flatMap((file) => {
      const own = relative(join(repo, 'backend/src/modules'), file).split('/')[0];
      return resolvedImports(file)
        .filter((path) => families.some((family) => family !== own && path.startsWith(`backend/src/modules/${family}/`)))
        .map((path) => `${relative(repo, file)} → ${path}`);
    });
    expect(offenders).toEqual([]);
  });

  it('no code outside config reads process.env', () => {
    const offenders = sources(join(repo, 'backend/src'))
      .filter((file) => !file.includes('/config/') && !file.endsWith('.spec.ts') && !file.includes('/cli/'))
      .filter((file) => /process\.env/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repo, file));
    expect(offenders).toEqual([]);
  });
});
