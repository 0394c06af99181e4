import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './database';

const HOLDER = fileURLToPath(new URL('./hold-pglite.fixture.ts', import.meta.url));

/** Another process that opens the data dir and keeps it open until killed. */
function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('open')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

// Defect 7 of issue 14: two processes on one PGlite data dir both started and one lost its saves.
describe('one process per PGlite data dir', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rigforge-lock-'));
  const dataDir = path.join(root, 'pglite');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second process with a clear message, and a SIGKILLed holder does not block a restart', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(
      new RegExp(`${dataDir}.*in use by another process \\(pid ${holder.pid}\\)`),
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const reopened = await openPglite(dataDir);
    // Within one process a second open is refused too.
    await expect(openPglite(dataDir)).rejects.toThrow(/in use/);
    await reopened.close();
    // Closed cleanly: free again.
    await (await openPglite(dataDir)).close();
  }, 60_000);
});
