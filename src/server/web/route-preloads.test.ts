import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../domain/contracts/site-config-defaults';
import { webPlugin } from '../plugins/web';
import { chunkTags, featureOfPath, preloadTags } from './route-preloads';
import type { ViteManifest } from './vite-manifest';

const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-E.css'],
    assets: [
      'assets/inter-latin-400-normal-A1.woff2',
      'assets/space-grotesk-latin-700-normal-B2.woff2',
    ],
  },
  '_react.js': { file: 'assets/react-R.js' },
  '_shared.js': {
    file: 'assets/shared-S.js',
    imports: ['_react.js'],
    css: ['assets/shared-S.css'],
  },
  'features/share/route.tsx': {
    file: 'assets/route-share.js',
    imports: ['index.html', '_shared.js', '_react.js'],
    css: ['assets/route-share.css'],
  },
  'features/share/loader.ts': { file: 'assets/loader-share.js', imports: ['_shared.js'] },
  'features/home/route.tsx': { file: 'assets/route-home.js', imports: ['index.html'] },
  'features/share/share-page.tsx': {
    file: 'assets/share-page.js',
    imports: ['_shared.js', '_cards.js'],
    css: ['assets/share-page.css'],
  },
  '_cards.js': { file: 'assets/cards-C.js', css: ['assets/cards-C.css', 'assets/shared-S.css'] },
};

describe('featureOfPath', () => {
  it("names the feature folder of each of the spec's routes, and not-found otherwise", () => {
    expect(featureOfPath('/')).toBe('home');
    expect(featureOfPath('/pre-configured-pcs/')).toBe('pre-configured-list');
    expect(featureOfPath('/Configurator')).toBe('configurator');
    expect(featureOfPath('/build-overview/pc-1')).toBe('build-overview');
    expect(featureOfPath('/share/abc')).toBe('share');
    expect(featureOfPath('/nope')).toBe('not-found');
  });
});

describe('preloadTags', () => {
  it("preloads the route's chunk, its loader, their shared chunks and styles, not the entry's own", () => {
    const tags = preloadTags(MANIFEST, 'share');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/route-share.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/loader-share.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-S.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/route-share.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/shared-S.css">');
    expect(tags).not.toContain('index-E');
    expect(tags).not.toContain('react-R');
    expect(tags.match(/shared-S\.js/g)).toHaveLength(1);
  });

  it('preloads every font file (text drawn in the fallback first is laid out twice)', () => {
    const tags = preloadTags(MANIFEST, 'home');
    for (const font of [
      'inter-latin-400-normal-A1.woff2',
      'space-grotesk-latin-700-normal-B2.woff2',
    ]) {
      expect(tags).toContain(
        `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`,
      );
    }
  });

  it('gives a feature without chunks only the fonts', () => {
    expect(preloadTags(MANIFEST, 'overview')).not.toContain('modulepreload');
  });
});

describe('chunkTags', () => {
  it('names the styles and scripts of the lazy parts a render drew, less what the route loads', () => {
    const tags = chunkTags(MANIFEST, 'share', ['features/share/share-page.tsx']);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/share-page.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/cards-C.css">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/share-page.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-C.js">');
    // The route already brings the shared chunk and its stylesheet.
    expect(tags).not.toContain('shared-S');
    expect(tags).not.toContain('route-share');
  });

  it('names nothing for no parts or for a module the build does not have', () => {
    expect(chunkTags(MANIFEST, 'share', [])).toBe('');
    expect(chunkTags(MANIFEST, 'share', ['features/share/gone.tsx'])).toBe('');
  });
});

describe('served pages', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'rigforge-preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'route-share.js'), 'export {}');
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--site-config--></head><body></body></html>',
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  async function page(url: string) {
    const app = Fastify();
    await app.register(webPlugin, {
      distDir: dist,
      site: DEFAULT_SITE_CONFIG,
      featureOf: featureOfPath,
    });
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    await app.close();
    return res;
  }

  it("carries each page's own preloads in its head", async () => {
    const share = await page('/share/abc?x=1');
    // With Subresource Integrity computed from the built file (this one exists in the fake build).
    expect(share.body).toContain(
      `href="/assets/route-share.js" integrity="sha384-${createHash('sha384').update('export {}').digest('base64')}">`,
    );
    expect(share.body).toMatch(/route-share\.js" integrity[^>]*>.*<\/head>/);
    const home = await page('/');
    expect(home.body).toContain('route-home.js');
    expect(home.body).not.toContain('route-share.js');
    expect(home.headers.etag).not.toBe(share.headers.etag);
  });
});
