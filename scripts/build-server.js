// @ts-check
// Plain JavaScript: `npm start` runs it before anything is compiled (ADR 040).
import { cpSync, realpathSync, rmSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where `npm run build` and `npm start` put the compiled server; run it with plain node. */
export const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');
export const SERVER_ENTRY = path.join(ROOT, 'src', 'server', 'server.ts');
export const SERVER_BUNDLE = path.join(SERVER_OUT_DIR, 'server.js');

/** What the server bundle is made of: newer than the bundle means rebuild. */
export const SERVER_INPUTS = [
  path.join(ROOT, 'src', 'server'),
  path.join(ROOT, 'src', 'domain'),
  path.join(ROOT, 'package-lock.json'),
  path.join(ROOT, 'tsconfig.json'),
  fileURLToPath(import.meta.url),
];

// Read by path at run time, relative to the bundle (database.ts: new URL('./migrations', import.meta.url)).
const MIGRATIONS_DIR = path.join(ROOT, 'src', 'server', 'db', 'migrations');

/**
 * The production compile: our own code (server, domain, seed data) in one ES module per
 * entry; every npm package stays an import resolved from node_modules at run time, so
 * PGlite finds its WASM and data files, pg its optional native driver, and pino its
 * worker files, exactly as when they are not bundled. No keepNames (tsx sets it, and
 * wrapping every closure in a naming helper slowed the engine's hot loops) and no
 * minifying; a linked source map turns stack traces back into src/ lines.
 *
 * @param {{ entryPoints: string[], outdir: string }} target
 * @returns {import('esbuild').BuildOptions}
 */
export function serverBuildOptions({ entryPoints, outdir }) {
  return {
    absWorkingDir: ROOT,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  };
}

/**
 * Compiles entries into outdir (emptied first) with the production options and puts the
 * SQL migrations beside them. Loads esbuild only when called: a fresh build starts without it.
 *
 * @param {{ entryPoints?: string[], outdir?: string }} [target]
 * @returns {Promise<string[]>} the compiled entry files (absolute paths)
 */
export async function buildServer({ entryPoints = [SERVER_ENTRY], outdir = SERVER_OUT_DIR } = {}) {
  const esbuild = await import('esbuild');
  outdir = path.resolve(ROOT, outdir);
  rmSync(outdir, { recursive: true, force: true });
  try {
    await esbuild.build(serverBuildOptions({ entryPoints, outdir }));
  } finally {
    // esbuild serves builds from a child process; stop it so the caller stays one process.
    await esbuild.stop();
  }
  cpSync(MIGRATIONS_DIR, path.join(outdir, 'migrations'), { recursive: true });
  const outputs = entryPoints.map((entry) =>
    path.join(outdir, `${path.basename(entry, path.extname(entry))}.js`),
  );
  // The freshness check compares against the bundle's time: make it the build's time.
  const now = new Date();
  for (const file of outputs) utimesSync(file, now, now);
  return outputs;
}

// Run as a command (`npm run build`)? Real paths: Node resolves symlinks in import.meta.url.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const [bundle] = await buildServer();
  const ms = Math.round(performance.now() - started);
  console.log(`build-server: ${path.relative(ROOT, bundle ?? SERVER_BUNDLE)} in ${ms} ms`);
}
