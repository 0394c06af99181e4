import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { FontaineTransform } from 'fontaine';
import { precompressDir } from './scripts/precompress.ts';
import { subresourceIntegrity } from './scripts/subresource-integrity.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Writes .br and .gz beside the build's text files: Fastify serves them as they are. */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'rigforge-precompress',
    // The browser's build only: the server entry is read from disk by Node.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      dir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      console.log(
        `precompress: ${precompressDir(dir)} files in ${path.relative(process.cwd(), dir)} (.gz + .br)`,
      );
    },
  };
}

/**
 * Two builds: the browser's app into dist/web (`vite build`), and the server entry into
 * dist/web-server (`vite build --ssr entry-server.tsx`), which the Fastify process loads at
 * run time to render pages (ADR 094). The server entry bundles its libraries, so dist/ runs
 * with one copy of React and React Router whatever node_modules holds.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    // Metric-matched fallback faces (size-adjust, ascent/descent overrides): text drawn in the
    // system font before the web fonts arrive takes the same room, so the swap moves nothing.
    FontaineTransform.vite({
      fallbacks: ['Arial', 'Liberation Sans', 'Helvetica Neue', 'Segoe UI', 'Roboto'],
      resolvePath: (id) => new URL(`./src/web/styles/fonts/${path.basename(id)}`, import.meta.url),
    }),
    ...(isSsrBuild ? [] : [subresourceIntegrity(), precompress()]),
  ],
  ssr: { noExternal: true, target: 'node' },
  // One naming pattern for both builds: the server's markup and the browser's styles must name
  // a CSS module's classes alike, or hydration mismatches and the page renders unstyled.
  css: { modules: { generateScopedName: '_[local]_[hash:base64:5]' } },
  build: isSsrBuild
    ? {
        outDir: '../../dist/web-server',
        emptyOutDir: true,
        target: 'node20',
        assetsInlineLimit: 2048,
        // Asset URLs the server writes must be the browser build's own files.
        copyPublicDir: false,
        ssrEmitAssets: false,
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 2048,
        manifest: true,
        // Every browser the shop supports preloads modules itself (Safari since 17); one that
        // does not still loads them through their imports.
        modulePreload: { polyfill: false },
        rollupOptions: {
          // The page's app, and the small entry that loads it after a server-rendered page's
          // first paint (ADR 129).
          input: {
            index: path.resolve('src/web/index.html'),
            'late-scripts': path.resolve('src/web/late-scripts.ts'),
          },
          output: {
            codeSplitting: {
              // React, React DOM and React Router in one file: every page runs all of them, and
              // split as the bundler left them (react, jsx-runtime, react-router's chunk, apart
              // from the entry) they were four files compressed apart, ~1.3 KB gzip more per page.
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
