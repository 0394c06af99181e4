import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress.ts';
import { subresourceIntegrity } from './scripts/subresource-integrity.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Writes .br and .gz beside the build's text files: Fastify serves them as they are. */
function precompress(): Plugin {
  let dir = '';
  return {
    name: 'rigforge-precompress',
    apply: 'build',
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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), subresourceIntegrity(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
