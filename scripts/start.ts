import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { precompressDir } from './precompress';

/**
 * `npm start`: builds the web app when the build is missing or older than
 * its sources, then runs the server in this same process (one PID to stop).
 */
const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const indexFile = path.join(distDir, 'index.html');
const webSources = path.join(root, 'src', 'web');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(indexFile)) return true;
  return existsSync(webSources) && newestMtime(webSources) > statSync(indexFile).mtimeMs;
}

if (buildIsStale()) {
  console.log('start: building the web app (dist/web is missing or older than src/web)…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('start: vite build failed');
    process.exit(result.status ?? 1);
  }
  console.log(`start: pre-compressed ${precompressDir(distDir)} files`);
}

await import('../src/server/server');
