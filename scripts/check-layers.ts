/**
 * The layer rule of ARCHITECTURE.md as a check that fails: shared → domain → adapters → server,
 * web → shared; drizzle/pg/pglite only in adapters, fastify only in server, react only in web.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type Layer = 'shared' | 'domain' | 'adapters' | 'server' | 'web' | 'testing';

const MAY_IMPORT: Record<Layer, Layer[]> = {
  shared: ['shared'],
  domain: ['shared', 'domain'],
  adapters: ['shared', 'domain', 'adapters'],
  server: ['shared', 'domain', 'server'],
  web: ['shared', 'web'],
  testing: ['shared', 'domain', 'adapters', 'server', 'testing'],
};

const PACKAGE_HOME: { pattern: RegExp; layers: Layer[]; what: string }[] = [
  {
    pattern: /^(drizzle-orm|drizzle-kit|pg|@electric-sql\/pglite)(\/|$)/,
    layers: ['adapters', 'testing'],
    what: 'database packages',
  },
  {
    // Providers' SDKs and transports live behind their ports.
    pattern: /^(stripe|nodemailer|qrcode|pdf-lib)(\/|$)/,
    layers: ['adapters', 'testing'],
    what: 'payment, mail, ticket-code and PDF packages',
  },
  { pattern: /^(fastify|@fastify\/|fastify-)/, layers: ['server', 'testing'], what: 'fastify' },
  {
    pattern: /^(react|react-dom|react-router|@tanstack\/react-query)(\/|$)/,
    layers: ['web'],
    what: 'react',
  },
];

/**
 * The composition root (compose.ts, which builds every adapter and service) and the process
 * that opens the database and calls it (main.ts): the only files in server that import adapters.
 */
const COMPOSITION_ROOT = ['src/server/compose.ts', 'src/server/main.ts'];

function layerOf(file: string): Layer | undefined {
  const match = /^src\/(shared|domain|adapters|server|web|testing)\//.exec(file);
  return match?.[1] as Layer | undefined;
}

export function importsOf(source: string): string[] {
  const specifiers: string[] = [];
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;
  for (const match of source.matchAll(pattern)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (specifier) specifiers.push(specifier);
  }
  return specifiers;
}

/** Violations in one file, as readable lines. `file` is relative to the repository root. */
export function violationsIn(file: string, source: string): string[] {
  const layer = layerOf(file);
  if (!layer) return [];
  // Tests beside the code may use the test helpers and Node's own modules (a real HTTP server).
  const isTest = /\.test\.tsx?$/.test(file);
  const problems: string[] = [];
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const targetLayer = layerOf(target);
      if (!targetLayer) continue;
      const allowed =
        MAY_IMPORT[layer].includes(targetLayer) ||
        (COMPOSITION_ROOT.includes(file) && targetLayer === 'adapters') ||
        (isTest && targetLayer === 'testing');
      if (!allowed) problems.push(`${file}: ${layer} may not import ${targetLayer} (${specifier})`);
      continue;
    }
    if (layer === 'web' && !isTest && specifier.startsWith('node:'))
      problems.push(`${file}: web may not import ${specifier}`);
    for (const home of PACKAGE_HOME) {
      if (home.pattern.test(specifier) && !home.layers.includes(layer))
        problems.push(
          `${file}: ${home.what} (${specifier}) may only be imported in ${home.layers.join(' or ')}`,
        );
    }
  }
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'public' || name === 'migrations' ? [] : walk(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

export function checkLayers(root: string): string[] {
  return walk(path.join(root, 'src')).flatMap((full) => {
    const file = path.relative(root, full).split(path.sep).join('/');
    return violationsIn(file, readFileSync(full, 'utf8'));
  });
}

if (import.meta.main) {
  const problems = checkLayers(path.resolve(import.meta.dirname, '..'));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Layers: every import is allowed.');
}
