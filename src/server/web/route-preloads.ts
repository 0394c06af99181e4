/**
 * Per-page preloads in the served HTML: the page's route chunk (and its loader, its shared
 * chunks and stylesheets) start downloading with the entry instead of after it has run, and the
 * site's three font files arrive before the first text paints: a late swap re-wraps the H1 and
 * shifts the layout, and text drawn first in the fallback stack costs Chromium a system font
 * lookup per face and size, then a second layout of every line (ADR 086). Read from Vite's
 * build manifest; pages whose feature has no chunk get none.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchClientRoute, type ClientPage } from '../../domain/client-routes';
import { entryKeys, readViteManifest, staticClosure, type ViteManifest } from './vite-manifest';

/** The folder under src/web/features/ that renders each client route of the spec. */
const FEATURE_OF_PAGE: Record<ClientPage, string> = {
  home: 'home',
  preConfigurator: 'pre-configurator',
  preConfiguredPcs: 'pre-configured-list',
  configurator: 'configurator',
  overview: 'overview',
  buildOverview: 'build-overview',
  share: 'share',
};

export const NOT_FOUND_FEATURE = 'not-found';

export function featureOfPath(pathname: string): string {
  const route = matchClientRoute(pathname);
  return route ? FEATURE_OF_PAGE[route.page] : NOT_FOUND_FEATURE;
}

const WEB_FONT = /\.woff2$/;

/** ` integrity="sha384-…"` for a built file, or '' when unknown (tests without files). */
export type IntegrityOf = (file: string) => string;

/** The <link> tags that preload one feature's route (the entry's own files excluded). */
export function preloadTags(
  manifest: ViteManifest,
  feature: string,
  integrity: IntegrityOf = () => '',
): string {
  const entryKey = entryKeys(manifest)[0];
  const loaded = staticClosure(manifest, entryKey ? [entryKey] : []);
  const chunks = new Set<string>();
  const routeModules = ['route.tsx', 'loader.ts'].map((module) => `features/${feature}/${module}`);
  for (const key of staticClosure(manifest, routeModules)) {
    if (!loaded.has(key)) chunks.add(key);
  }
  const scripts = [...chunks].map((key) => manifest[key]?.file ?? '');
  const styles = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
  const fonts = entryKey
    ? (manifest[entryKey]?.assets ?? []).filter((asset) => WEB_FONT.test(asset))
    : [];
  return [
    ...fonts.map(
      (font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...[...styles].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}"${integrity(file)}>`,
    ),
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin href="/${file}"${integrity(file)}>`,
    ),
  ].join('');
}

/** Preload tags per feature from a build's manifest (memoised); null without a manifest. */
export function routePreloads(distDir: string): ((feature: string) => string) | null {
  const manifest = readViteManifest(distDir);
  if (!manifest) return null;
  const memo = new Map<string, string>();
  // Subresource Integrity, as the build gives index.html's own tags (scripts/subresource-integrity.ts).
  const integrity: IntegrityOf = (asset) => {
    const built = path.join(distDir, asset);
    if (!existsSync(built)) return '';
    const hash = createHash('sha384').update(readFileSync(built)).digest('base64');
    return ` integrity="sha384-${hash}"`;
  };
  return (feature) => {
    let tags = memo.get(feature);
    if (tags === undefined) {
      tags = preloadTags(manifest, feature, integrity);
      memo.set(feature, tags);
    }
    return tags;
  };
}
