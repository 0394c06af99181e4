/**
 * Defect 7 of issue 34: the compiled server started against a PostgreSQL that accepts and never
 * answers exits non-zero within seconds, saying what failed, where (host and port, never the
 * password) and what to check, without a stack trace.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_BUNDLE } from './support/server-process';

describe('starting against a silent database', () => {
  it('exits non-zero soon with a message naming the database and what to check', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-silent-db-'));
    try {
      const started = Date.now();
      const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: `postgres://shop:s3cret-pass@127.0.0.1:${port}/rigforge`,
          DATABASE_TIMEOUT_SECONDS: '1',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      const seconds = (Date.now() - started) / 1000;
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(output).toContain(
        `PostgreSQL at 127.0.0.1:${port} (database 'rigforge', user 'shop')`,
      );
      expect(output).toContain('did not answer within 1 s');
      expect(output).toContain('Check that the database server is running');
      expect(output).not.toContain('s3cret-pass');
      expect(output).not.toMatch(/^\s+at /m);
      // Node's start-up and the bundle's load, plus the one-second deadline.
      expect(seconds).toBeLessThan(20);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
