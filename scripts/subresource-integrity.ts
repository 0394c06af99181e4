/**
 * Subresource Integrity for the built page: every script, module preload and stylesheet that
 * index.html names gets `integrity="sha384-…"` computed from the file the build wrote (issue 14:
 * a changed or corrupted file on a CDN is refused by the browser instead of run).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const integrityOf = (content: string | Uint8Array) =>
  `sha384-${createHash('sha384').update(content).digest('base64')}`;

const ASSET_TAG = /<(script|link)\b([^>]*?)\s(src|href)="\/([^"]+)"([^>]*)>/g;

/** Adds integrity to the tags naming these files (by path without the leading slash). */
export function withIntegrity(
  html: string,
  contentOf: (file: string) => string | Uint8Array | undefined,
): string {
  return html.replace(
    ASSET_TAG,
    (tag: string, name: string, before: string, attribute: string, file: string, after: string) => {
      if (/\sintegrity=/.test(tag)) return tag;
      if (name === 'link' && !/rel="(stylesheet|modulepreload)"/.test(tag)) return tag;
      const content = contentOf(file);
      if (content === undefined) return tag;
      return `<${name}${before} ${attribute}="/${file}" integrity="${integrityOf(content)}"${after}>`;
    },
  );
}

/**
 * Runs once the files are written (Vite still rewrites chunks after the page transform, so
 * hashes taken there can be stale), before the precompress plugin's closeBundle.
 */
export function subresourceIntegrity(): Plugin {
  return {
    name: 'rigforge-subresource-integrity',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options) {
        const dir = options.dir ?? '';
        const page = path.join(dir, 'index.html');
        if (!existsSync(page)) return;
        const html = readFileSync(page, 'utf8');
        writeFileSync(
          page,
          withIntegrity(html, (file) => {
            const built = path.join(dir, file);
            return existsSync(built) ? readFileSync(built) : undefined;
          }),
        );
      },
    },
  };
}
