/**
 * The web app's built server entry (ADR 094), loaded at run time from dist/web-server: the
 * server never imports the web's source (DESIGN.md section 2), it imports the file Vite built
 * and hands it the services the web's contract declares. Renders are cached per (page URL,
 * data version) so a page the catalogue answers is rendered once per catalogue change (ADR 110).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  PageDataServices,
  PageRenderer,
  PageRenderRequest,
  PageRenderResult,
} from '../../domain/contracts/page-render';

/** Where `npm run build` puts the server entry: beside the browser build (dist/web-server). */
export function serverEntryBeside(distDir: string): string {
  return path.join(path.dirname(path.resolve(distDir)), 'web-server', 'entry-server.js');
}

/** The built entry's `render`, or null when it was not built (then pages are rendered in the browser). */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
  if (typeof entry.render !== 'function') throw new Error(`${file} exports no render function`);
  return { render: entry.render };
}

export interface RenderCacheOptions {
  renderer: PageRenderer;
  services: PageDataServices;
  /**
   * What the pages' data depends on (catalogue version, today's date, site config): a render
   * made under another version is not reused.
   */
  version: () => string;
  /** Total characters of markup and hydration data kept; oldest out first. */
  maxChars?: number;
}

/** About 32 MB of UTF-16: the listing's pages, every pre-configured build and recent shares. */
const DEFAULT_MAX_CHARS = 16 * 1024 * 1024;

export interface RenderCache {
  render(request: PageRenderRequest): Promise<PageRenderResult>;
  /** Number of renders kept (tests, metrics). */
  readonly size: number;
}

const sizeOf = (result: PageRenderResult) => result.html.length + result.hydration.length;

/**
 * Renders a page, or answers a kept render of the same URL under the same data version.
 * Concurrent requests for one page share one render. Only 200s are kept: unknown paths are
 * unbounded (anyone can make one up) and cheap to render, and a failure is never kept.
 */
export function renderCache({
  renderer,
  services,
  version,
  maxChars = DEFAULT_MAX_CHARS,
}: RenderCacheOptions): RenderCache {
  let current = '';
  const kept = new Map<string, PageRenderResult>();
  const pending = new Map<string, Promise<PageRenderResult>>();
  let chars = 0;

  const keep = (key: string, result: PageRenderResult) => {
    const size = sizeOf(result);
    if (result.status !== 200 || size > maxChars) return;
    while (chars + size > maxChars && kept.size > 0) {
      const [oldest, value] = kept.entries().next().value as [string, PageRenderResult];
      kept.delete(oldest);
      chars -= sizeOf(value);
    }
    kept.set(key, result);
    chars += size;
  };

  return {
    get size() {
      return kept.size;
    },
    render(request) {
      const now = version();
      if (now !== current) {
        current = now;
        kept.clear();
        pending.clear();
        chars = 0;
      }
      const key = request.url;
      const hit = kept.get(key);
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        kept.delete(key);
        kept.set(key, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      // Shared by every request waiting on it, so no one client's disconnect aborts it.
      const rendering = renderer.render({ url: request.url, site: request.site }, services).then(
        (result) => {
          if (pending.get(key) === rendering) {
            pending.delete(key);
            if (current === now) keep(key, result);
          }
          return result;
        },
        (error: unknown) => {
          if (pending.get(key) === rendering) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, rendering);
      return rendering;
    },
  };
}
