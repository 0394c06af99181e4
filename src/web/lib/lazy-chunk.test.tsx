import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyChunk, RenderedChunks } from './lazy-chunk';

const WEB = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('lazyChunk', () => {
  it('names, in every use, the module its import loads (as Vite’s manifest keys it)', () => {
    const uses = sources(WEB).flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /lazyChunk\(\s*'([^']+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
        ),
      ].map(([, module = '', specifier = '']) => ({ file, module, specifier })),
    );
    expect(uses.length).toBeGreaterThan(5);
    for (const { file, module, specifier } of uses) {
      const target = path.relative(WEB, path.resolve(path.dirname(file), specifier));
      expect([`${target}.tsx`, `${target}.ts`], file).toContain(module);
    }
  });

  it('is the only lazy loading of components in the web app (the server must see each one)', () => {
    // Modals open on a shopper's action, never in a server render.
    const modalsOnly = [
      'lib/lazy-chunk.tsx',
      'ui/modal/code-split.tsx',
      'ui/share-modal/use-share-modal.tsx',
    ];
    const bare = sources(WEB).filter(
      (file) =>
        !modalsOnly.includes(path.relative(WEB, file)) &&
        /\blazy\(/.test(readFileSync(file, 'utf8')),
    );
    expect(bare).toEqual([]);
  });

  it('records the module of each lazy part a server render draws, and only those', async () => {
    const Drawn = lazyChunk('features/x/drawn.tsx', () =>
      Promise.resolve({ default: ({ label }: { label: string }) => <p>{label}</p> }),
    );
    const NotDrawn = lazyChunk('features/x/not-drawn.tsx', () =>
      Promise.resolve({ default: () => <p>hidden</p> }),
    );
    const chunks = new Set<string>();
    const drawNotDrawn = false;
    // Waits for the lazy parts, as the server entry does.
    const { prelude } = await prerender(
      <RenderedChunks value={chunks}>
        <Suspense fallback="loading">
          <Drawn label="a part" />
          {drawNotDrawn ? <NotDrawn /> : null}
        </Suspense>
      </RenderedChunks>,
    );
    const html = await new Response(prelude).text();
    expect(html).toContain('a part');
    expect([...chunks]).toEqual(['features/x/drawn.tsx']);
  });

  it('draws a chunk loaded beforehand at its first render, without its fallback', async () => {
    const Preloaded = lazyChunk('features/x/preloaded.tsx', () =>
      Promise.resolve({ default: () => <p>the carousel</p> }),
    );
    await Preloaded.preload();
    render(
      <Suspense fallback={<p>Loading cases</p>}>
        <Preloaded />
      </Suspense>,
    );
    // Synchronously, with no act() to let a suspended render retry: nothing to wait for.
    expect(screen.getByText('the carousel')).toBeInTheDocument();
    expect(screen.queryByText('Loading cases')).toBeNull();
  });
});
