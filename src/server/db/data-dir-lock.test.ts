import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { lockDataDir } from './data-dir-lock';

const HOLDER = fileURLToPath(new URL('./hold-data-dir-lock.fixture.ts', import.meta.url));
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));
const SECRET = 'lock-test-secret-lock-test-secret-0001';

/**
 * `unshare --pid --fork --mount-proc`: the command runs as pid 1 of a new PID namespace, as in
 * a container, and sees none of this namespace's processes. --kill-child: killing unshare kills
 * it. Needs root (CI runs as root); elsewhere the namespace tests skip.
 */
const NEW_PID_NAMESPACE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];
const canUnshare =
  spawnSync(NEW_PID_NAMESPACE[0]!, [...NEW_PID_NAMESPACE.slice(1), 'true']).status === 0;
if (!canUnshare)
  console.warn('data-dir-lock.test.ts: unshare --pid is not available (needs root): skipped');

const children = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Another process that takes the data dir's lock and keeps it until killed. */
function holdInAnotherProcess(
  dataDir: string,
  { ownPidNamespace = false } = {},
): Promise<ChildProcess> {
  const command = [process.execPath, '--import', 'tsx', HOLDER, dataDir];
  const [file, ...args] = ownPidNamespace ? [...NEW_PID_NAMESPACE, ...command] : command;
  const child = track(spawn(file!, args, { stdio: ['ignore', 'pipe', 'inherit'] }));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

type ServerOutcome =
  { listening: true } | { listening: false; code: number | null; stderr: string };

/**
 * Starts the real server (`src/server/server.ts`) on DATA_DIR as pid 1 of a PID namespace of
 * its own; resolves when it listens (then kills it: the test wants it refused) or exits.
 */
function serverInOwnPidNamespace(dataRoot: string): Promise<ServerOutcome> {
  const [command, ...args] = NEW_PID_NAMESPACE;
  const child = track(
    spawn(command!, [...args, process.execPath, '--import', 'tsx', SERVER], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataRoot,
        PORT: '0',
        HOST: '127.0.0.1',
        CSRF_SECRET: SECRET,
        LOG_LEVEL: 'info',
        CATALOG_POLL_SECONDS: '0',
        WEB_DIST_DIR: path.join(dataRoot, 'no-web-build'),
      },
    }),
  );
  let stdout = '';
  let stderr = '';
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!stdout.includes('Server listening')) return;
      child.kill('SIGKILL');
      resolve({ listening: true });
    });
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => resolve({ listening: false, code, stderr }));
  });
}

/**
 * SIGKILLs pid 1 of the namespace unshare made: unshare exits once it is gone (SIGKILL to
 * unshare itself only asks the kernel to kill its child, and answers before that is done).
 */
async function killInNamespace(unshare: ChildProcess): Promise<void> {
  const children = readFileSync(`/proc/${unshare.pid}/task/${unshare.pid}/children`, 'utf8');
  for (const pid of children.trim().split(/\s+/)) process.kill(Number(pid), 'SIGKILL');
  await exitOf(unshare);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// Defect 7 of issue 14: two processes on one PGlite data dir both started and one lost its saves.
// Defect 3 of issue 34: the lock held a pid, which another PID namespace cannot check.
describe('one process per PGlite data folder, across PID namespaces', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rigforge-lock-'));
  const dataDir = path.join(root, 'pglite');
  afterEach(() => {
    for (const child of children) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it.skipIf(!canUnshare)(
    'a server in another PID namespace refuses to start on a folder in use; a SIGKILLed holder frees it at once',
    async () => {
      const holder = await holdInAnotherProcess(dataDir);
      // The holder's pid means nothing in the new namespace: the old lock called it stale.
      const server = await serverInOwnPidNamespace(root);
      expect(server).toMatchObject({ listening: false, code: 1 });
      if (server.listening) return;
      expect(server.stderr).toContain(
        `The PGlite data folder ${dataDir} is in use by another process (pid ${holder.pid} on host`,
      );

      holder.kill('SIGKILL');
      await exitOf(holder);
      // No lease to wait out and nothing to delete: the lock ended with its holder.
      const next = await holdInAnotherProcess(dataDir, { ownPidNamespace: true });
      // The other way round: pid 1 of another namespace holds it; this namespace is refused.
      await expect(openPglite(dataDir)).rejects.toThrow(
        /is in use by another process \(pid 1 on host .* in PID namespace pid:\[\d+\]/,
      );
      await killInNamespace(next);
      (await lockDataDir(dataDir))();
    },
    120_000,
  );

  it('a SIGKILLed holder in this namespace frees the folder at once', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(
      new RegExp(`${dataDir}.*in use by another process \\(pid ${holder.pid} on host`),
    );
    holder.kill('SIGKILL');
    await exitOf(holder);
    (await lockDataDir(dataDir))();
  }, 60_000);

  it('a lock file left naming a live, unrelated process does not block start-up', async () => {
    // The old format: a pid. Pid 1 always runs, and a crash can leave any text behind.
    for (const leftover of ['1\n', 'pid 1 on host gone.example, since 2026-01-01T00:00:00Z\n']) {
      writeFileSync(`${dataDir}.lock`, leftover);
      const release = await lockDataDir(dataDir);
      // Within one process a second open is refused too.
      await expect(openPglite(dataDir)).rejects.toThrow(
        new RegExp(`in use by another process \\(pid ${process.pid} on host`),
      );
      // Released: free again (the second round takes it).
      release();
    }
  });
});
