/**
 * Vite's build manifest (dist/web/.vite/manifest.json): which file each source module became,
 * what it imports statically, its stylesheets and assets. Read by the per-page preloads
 * (route-preloads.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LATE_SCRIPTS_MODULE } from '../../domain/contracts/late-scripts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export const manifestFile = (distDir: string) => path.join(distDir, '.vite', 'manifest.json');

/** The build's manifest, or null when the folder has none (no build, or tests). */
export function readViteManifest(distDir: string): ViteManifest | null {
  const file = manifestFile(distDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

/** Keys of the entry chunks (the page's own script), less the late-scripts loader (ADR 129). */
export const entryKeys = (manifest: ViteManifest): string[] =>
  Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key !== LATE_SCRIPTS_MODULE);

/** Keys of these chunks and of every chunk they import statically; unknown keys are skipped. */
export function staticClosure(
  manifest: ViteManifest,
  keys: Iterable<string>,
  into = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest, manifest[key].imports ?? [], into);
  }
  return into;
}
