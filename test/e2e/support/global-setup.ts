// Starts one production server (built SPA + API, fresh PGlite in a temp dir) for all browser journeys.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type ServerProcess } from './server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server process's id (tests that measure its memory read /proc/<pid>). */
    serverPid: number;
  }
}

let server: ServerProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rigforge-e2e-'));
  server = await startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CSRF_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123',
    // Every journey saves from 127.0.0.1: the per-client save limit would throttle the suite.
    SAVE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverPid', server.child.pid ?? 0);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
