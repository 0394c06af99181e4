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
// The web app compiles src/web and the shared src/domain, plus the build's own config.
const webSources = [path.join(root, 'src', 'web'), path.join(root, 'src', 'domain')];
const buildConfig = [path.join(root, 'vite.config.ts'), path.join(root, 'package-lock.json')];

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
  const built = statSync(indexFile).mtimeMs;
  const sourcesNewer = webSources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
  return (
    sourcesNewer || buildConfig.some((file) => existsSync(file) && statSync(file).mtimeMs > built)
  );
}

if (buildIsStale()) {
  console.log('start: building the web app (dist/web is missing or older than its sources)…');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('start: vite build failed');
    process.exit(result.status ?? 1);
  }
  console.log(`start: pre-compressed ${precompressDir(distDir)} files`);
}

await import('../src/server/server');
