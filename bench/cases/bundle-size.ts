import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lateScriptsIn } from '../../src/server/web/late-scripts';
import { startServer } from '../lib/load';
import type { BenchCase, BenchRow } from '../lib/types';

/** Budgets of DESIGN.md section 8, in gzip bytes. */
export const BUNDLE_BUDGET = { jsBytes: 130 * 1024, cssBytes: 30 * 1024 } as const;

/**
 * Every route of the spec with a page the server answers without a shopper's data; the
 * configurator and overview pages are the frame the server renders before local storage is
 * read (what they load after it depends on the stored build).
 */
const PAGES: [route: string, url: string][] = [
  ['home', '/'],
  ['pre-configured-list', '/pre-configured-pcs'],
  ['pre-configurator', '/pre-configurator'],
  ['configurator', '/configurator'],
  ['overview', '/overview'],
  ['build-overview', '/build-overview/pc-ember-amd-rx-7600'],
  ['not-found', '/no-such-page'],
];

/** The same-origin scripts, module preloads and stylesheets a served page names or lists. */
function namedAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="(\/assets\/[^"]+)"/.exec(tag)?.[1];
    if (!url) continue;
    if (/\brel="stylesheet"/.test(tag)) css.add(url);
    else if (/\brel="modulepreload"/.test(tag) || tag.startsWith('<script')) js.add(url);
  }
  // A page whole as rendered lists its scripts for after the first paint (ADR 129).
  for (const { src } of lateScriptsIn(html)) js.add(src);
  return { js: [...js], css: [...css] };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Initial JavaScript and CSS (gzip -9) per route: what the page the server sends names (the
 * entry, the route's chunks and those of the lazy parts it rendered), read from the build.
 */
export const bundleSize: BenchCase = {
  name: 'bundle size',
  async run({ rootDir, distDir }) {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return [
        {
          name: 'initial JS and CSS per route',
          measured: 'no build',
          budget: `JS <= ${kb(BUNDLE_BUDGET.jsBytes)}, CSS <= ${kb(BUNDLE_BUDGET.cssBytes)}`,
          pass: false,
          note: 'run `npm run build` first',
        },
      ];
    }
    const sizes = new Map<string, number>();
    const gzipSize = (url: string) => {
      let size = sizes.get(url);
      if (size === undefined) {
        size = gzipSync(readFileSync(path.join(distDir, url)), { level: 9 }).length;
        sizes.set(url, size);
      }
      return size;
    };
    const server = await startServer(rootDir, 'real-app');
    const rows: BenchRow[] = [];
    try {
      for (const [route, url] of PAGES) {
        const html = await (await fetch(`${server.baseUrl}${url}`)).text();
        const assets = namedAssets(html);
        const js = assets.js.reduce((sum, file) => sum + gzipSize(file), 0);
        const css = assets.css.reduce((sum, file) => sum + gzipSize(file), 0);
        rows.push(
          {
            name: `initial JS, ${route}`,
            measured: kb(js),
            budget: `<= ${kb(BUNDLE_BUDGET.jsBytes)}`,
            pass: js > 0 && js <= BUNDLE_BUDGET.jsBytes,
            values: { gzipBytes: js },
          },
          {
            name: `initial CSS, ${route}`,
            measured: kb(css),
            budget: `<= ${kb(BUNDLE_BUDGET.cssBytes)}`,
            pass: css > 0 && css <= BUNDLE_BUDGET.cssBytes,
            values: { gzipBytes: css },
          },
        );
      }
    } finally {
      await server.stop();
    }
    return rows;
  },
};
