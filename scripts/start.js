// @ts-check
// Plain JavaScript, run by plain node: nothing is compiled yet when it starts (ADR 040).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, SERVER_INPUTS, buildServer } from './build-server.js';

/**
 * `npm start`: builds the web app (Vite) and the server (esbuild) when missing or older
 * than their sources, then runs the compiled server in this same process (one PID to
 * stop; the server handles SIGINT/SIGTERM).
 */
const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const webIndex = path.join(webDist, 'index.html');
// The server entry that renders the pages (ADR 094), built beside the browser's app.
const webServerEntry = path.join(path.dirname(webDist), 'web-server', 'entry-server.js');
// The web app compiles src/web and the shared src/domain, plus the build's own config.
const webInputs = [
  path.join(root, 'src', 'web'),
  path.join(root, 'src', 'domain'),
  path.join(root, 'vite.config.ts'),
  path.join(root, 'scripts', 'precompress.ts'),
  path.join(root, 'package-lock.json'),
];

/** @param {string} file */
function newestMtime(file) {
  const stats = statSync(file);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @param {string} output @param {string[]} inputs */
function isStale(output, inputs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => existsSync(input) && newestMtime(input) > built);
}

/** @param {string} what @param {unknown} error */
function failBuild(what, error) {
  console.error(`start: ${what} failed`, error ?? '');
  // e.g. installed with --omit=dev: the build tools are devDependencies.
  console.error('start: run `npm install` (with devDependencies), or `npm run build` elsewhere');
  process.exit(1);
}

if (isStale(webIndex, webInputs)) {
  console.log('start: building the web app (dist/web is missing or older than its sources)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  // Vite's own bin (not npx): no extra shell, and it pre-compresses (vite.config.ts).
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failBuild('vite build', result.error);
}

if (isStale(webServerEntry, webInputs)) {
  console.log('start: building the server entry (dist/web-server is missing or stale)…');
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--ssr', 'entry-server.tsx'];
  // Beside a WEB_DIST_DIR elsewhere, where the server looks for it.
  if (process.env.WEB_DIST_DIR) args.push('--outDir', path.dirname(webServerEntry));
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failBuild('vite build --ssr', result.error);
}

if (isStale(SERVER_BUNDLE, SERVER_INPUTS)) {
  console.log('start: compiling the server (dist/server is missing or older than its sources)…');
  await buildServer().catch((error) => failBuild('the server build', error));
}

// Stack traces name src/ files and lines (server.js.map), as `node --enable-source-maps` would.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
