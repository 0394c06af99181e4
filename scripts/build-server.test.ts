import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENTRY, buildServer, serverBuildOptions } from './build-server.js';

const root = path.resolve(import.meta.dirname, '..');
const outdir = mkdtempSync(path.join(tmpdir(), 'rigforge-build-server-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the production server build', () => {
  it('leaves only runtime dependencies and node built-ins as imports', async () => {
    const result = await build({
      ...serverBuildOptions({ entryPoints: [SERVER_ENTRY], outdir }),
      write: false,
      metafile: true,
    });
    const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports);
    const packages = new Set(
      imports
        .filter((i) => i.external && !i.path.startsWith('node:'))
        .map((i) => packageName(i.path)),
    );
    const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // `npm ci --omit=dev` must be enough to run dist/server.
    expect([...packages].filter((p) => !(p in dependencies))).toEqual([]);
    expect(packages).toContain('@electric-sql/pglite');
  });

  it('writes the bundle, its source map and the SQL migrations it reads beside it', async () => {
    const [bundle] = await buildServer({ entryPoints: [SERVER_ENTRY], outdir });
    expect(bundle).toBe(path.join(outdir, 'server.js'));
    const code = readFileSync(bundle as string, 'utf8');
    // No keepNames: tsx's naming helper wrapped every closure of the engine's hot loops.
    expect(code).not.toMatch(/\b__name\(/);
    expect(code).toMatch(/\/\/# sourceMappingURL=server\.js\.map\s*$/);
    const migrations = path.join(root, 'src', 'server', 'db', 'migrations');
    expect(readdirSync(path.join(outdir, 'migrations'), { recursive: true }).sort()).toEqual(
      readdirSync(migrations, { recursive: true }).sort(),
    );
  });
});
