import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { compileForBench, nodeArgs } from './compiled';
import type { ThroughputResult } from './types';

const run = promisify(execFile);
const GENERATOR = path.join(import.meta.dirname, 'load-generator.mjs');

/** The budgets' load: 100 connections for 10 s after a 2 s warm-up (DESIGN.md section 8). */
export const LOAD = { connections: 100, durationSeconds: 10, warmupSeconds: 2 } as const;

export interface LoadRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function measureThroughput(
  request: LoadRequest,
  load: { connections: number; durationSeconds: number; warmupSeconds: number } = LOAD,
): Promise<ThroughputResult> {
  const options = {
    url: request.url,
    method: request.method ?? 'GET',
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.body ? { body: request.body } : {}),
    connections: load.connections,
    duration: load.durationSeconds,
    warmup: { connections: load.connections, duration: load.warmupSeconds },
  };
  // A lean process of its own (load-generator.mjs): in this one it was the bottleneck.
  const { stdout } = await run(process.execPath, [GENERATOR, JSON.stringify(options)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ThroughputResult;
}

export interface RunningServer {
  baseUrl: string;
  /** The server's process id (its CPU time: /proc/<pid>/stat). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts bench/servers/<name>.ts, compiled as production compiles the server, in its own
 * plain-node process (so the load generator does not share its event loop) and waits for
 * the `{"port":…}` line it prints. The hello-world baseline is compiled and run the same way.
 */
export async function startServer(
  rootDir: string,
  name: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const file = await compileForBench(rootDir, path.join('bench', 'servers', `${name}.ts`));
  const child = spawn(process.execPath, nodeArgs(file), {
    cwd: rootDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const parsed = /^\{"port":(\d+)\}$/.exec(line.trim());
      if (parsed) resolve(Number(parsed[1]));
    });
    child.once('exit', (code) => reject(new Error(`bench server ${name} exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
