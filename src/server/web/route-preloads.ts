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
import { LATE_SCRIPTS_MODULE } from '../../domain/contracts/late-scripts';
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

const routeModules = (feature: string) =>
  ['route.tsx', 'loader.ts'].map((module) => `features/${feature}/${module}`);

/**
 * The <link> tags for these source modules and what they import statically, less what
 * `loaded` already brings: their stylesheets, then their scripts as module preloads.
 */
function moduleTags(
  manifest: ViteManifest,
  modules: readonly string[],
  loaded: Set<string>,
  integrity: IntegrityOf,
): string[] {
  const chunks = [...staticClosure(manifest, modules)].filter((key) => !loaded.has(key));
  const loadedStyles = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  const styles = new Set(
    chunks.flatMap((key) => manifest[key]?.css ?? []).filter((file) => !loadedStyles.has(file)),
  );
  return [
    ...[...styles].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}"${integrity(file)}>`,
    ),
    ...chunks.map(
      (key) =>
        `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}"${integrity(manifest[key]?.file ?? '')}>`,
    ),
  ];
}

const entryClosure = (manifest: ViteManifest) => {
  const entryKey = entryKeys(manifest)[0];
  return staticClosure(manifest, entryKey ? [entryKey] : []);
};

/** The <link> tags that preload one feature's route (the entry's own files excluded). */
export function preloadTags(
  manifest: ViteManifest,
  feature: string,
  integrity: IntegrityOf = () => '',
): string {
  const entryKey = entryKeys(manifest)[0];
  const fonts = entryKey
    ? (manifest[entryKey]?.assets ?? []).filter((asset) => WEB_FONT.test(asset))
    : [];
  return [
    ...fonts.map(
      (font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...moduleTags(manifest, routeModules(feature), entryClosure(manifest), integrity),
  ].join('');
}

/**
 * The <link> tags for the lazy modules a server render drew (PageRenderResult.chunks), less
 * what the entry and the feature's route already load.
 */
export function chunkTags(
  manifest: ViteManifest,
  feature: string,
  modules: readonly string[],
  integrity: IntegrityOf = () => '',
): string {
  const loaded = staticClosure(manifest, routeModules(feature), entryClosure(manifest));
  return moduleTags(manifest, modules, loaded, integrity).join('');
}

export interface RoutePreloads {
  /** A feature's route tags (preloadTags). */
  route(feature: string): string;
  /** The tags of the lazy modules a render drew (chunkTags). */
  chunks(feature: string, modules: readonly string[]): string;
  /** The tag of the entry that loads a page's listed scripts after its first paint (ADR 129); '' when not built. */
  readonly lateScriptsLoader: string;
}

/**
 * Fetched at low priority: it only matters after the first paint, and it is a script with its
 * integrity in the page (every other script is listed, not linked).
 */
function lateScriptsLoaderTag(manifest: ViteManifest, integrity: IntegrityOf): string {
  const file = manifest[LATE_SCRIPTS_MODULE]?.file;
  return file
    ? `<script type="module" crossorigin src="/${file}"${integrity(file)} fetchpriority="low"></script>`
    : '';
}

/** Preload tags from a build's manifest (memoised); null without a manifest. */
export function routePreloads(distDir: string): RoutePreloads | null {
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
  const memoised = (key: string, tags: () => string) => {
    let kept = memo.get(key);
    if (kept === undefined) {
      kept = tags();
      memo.set(key, kept);
    }
    return kept;
  };
  return {
    lateScriptsLoader: lateScriptsLoaderTag(manifest, integrity),
    route: (feature) => memoised(feature, () => preloadTags(manifest, feature, integrity)),
    // Few distinct sets: each page draws the same lazy parts whatever its data.
    chunks: (feature, modules) =>
      modules.length === 0
        ? ''
        : memoised(`${feature} ${[...modules].sort().join(' ')}`, () =>
            chunkTags(manifest, feature, modules, integrity),
          ),
  };
}
