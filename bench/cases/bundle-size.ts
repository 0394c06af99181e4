import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  entryKeys,
  manifestFile,
  readViteManifest,
  staticClosure,
  type ViteManifest,
} from '../../src/server/web/vite-manifest';
import type { BenchCase, BenchRow } from '../lib/types';

/** Budgets of DESIGN.md section 8, in gzip bytes. */
export const BUNDLE_BUDGET = { jsBytes: 130 * 1024, cssBytes: 30 * 1024 } as const;

const ROUTE_KEY = /(?:^|\/)features\/([^/]+)\/route\.tsx$/;

function gzipSize(distDir: string, file: string, cache: Map<string, number>): number {
  let size = cache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    cache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleRows(manifest: ViteManifest, distDir: string): BenchRow[] {
  const entries = entryKeys(manifest);
  const routes = Object.keys(manifest)
    .map((key) => ({ key, feature: ROUTE_KEY.exec(key)?.[1] }))
    .filter((r): r is { key: string; feature: string } => r.feature !== undefined)
    .sort((a, b) => a.feature.localeCompare(b.feature));
  const cache = new Map<string, number>();
  const rows: BenchRow[] = [];
  for (const route of routes.length > 0 ? routes : [{ key: '', feature: '(entry only)' }]) {
    // A route's loader (features/<f>/loader.ts) loads beside its screen on first visit.
    const loaderKey = route.key.replace(/route\.tsx$/, 'loader.ts');
    const files = new Set<string>();
    for (const key of staticClosure(manifest, [...entries, route.key, loaderKey])) {
      const chunk = manifest[key]!;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
    }
    const js = [...files]
      .filter((f) => f.endsWith('.js'))
      .reduce((sum, f) => sum + gzipSize(distDir, f, cache), 0);
    const css = [...files]
      .filter((f) => f.endsWith('.css'))
      .reduce((sum, f) => sum + gzipSize(distDir, f, cache), 0);
    rows.push(
      {
        name: `initial JS, ${route.feature}`,
        measured: kb(js),
        budget: `<= ${kb(BUNDLE_BUDGET.jsBytes)}`,
        pass: js <= BUNDLE_BUDGET.jsBytes,
        values: { gzipBytes: js },
      },
      {
        name: `initial CSS, ${route.feature}`,
        measured: kb(css),
        budget: `<= ${kb(BUNDLE_BUDGET.cssBytes)}`,
        pass: css <= BUNDLE_BUDGET.cssBytes,
        values: { gzipBytes: css },
      },
    );
  }
  return rows;
}

/** Initial JavaScript and CSS (gzip -9) per route, from the Vite build manifest. */
export const bundleSize: BenchCase = {
  name: 'bundle size',
  async run({ distDir }) {
    const manifest = readViteManifest(distDir);
    if (!manifest) {
      return [
        {
          name: 'initial JS and CSS per route',
          measured: 'no build',
          budget: `JS <= ${kb(BUNDLE_BUDGET.jsBytes)}, CSS <= ${kb(BUNDLE_BUDGET.cssBytes)}`,
          pass: false,
          note: `${path.relative(process.cwd(), manifestFile(distDir))} is missing: run \`npm run build\` (vite build with build.manifest) first`,
        },
      ];
    }
    return bundleRows(manifest, distDir);
  },
};
