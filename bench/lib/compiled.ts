import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildServer } from '../../scripts/build-server.js';
import type { BenchRow } from './types';

const compiled = new Map<string, Promise<string>>();

/**
 * Compiles a bench entry (bench/servers/*.ts, bench/cases/*.ts) exactly as production compiles
 * the server (scripts/build-server.js), once per bench run: the budgets measure the code
 * `npm start` runs, not tsx's transform of it (tsx keeps names, which costs hot loops).
 */
export function compileForBench(rootDir: string, entry: string): Promise<string> {
  const key = path.join(rootDir, entry); // bench/compare.ts compiles two checkouts
  let file = compiled.get(key);
  if (!file) {
    const name = path.basename(entry, path.extname(entry));
    // Inside this checkout, not node_modules/.cache: worktrees share one node_modules (a link),
    // and two benches compiling the same entry there at once would run each other's code.
    const outdir = path.join(rootDir, 'dist', 'bench', name);
    file = buildServer({ entryPoints: [path.join(rootDir, entry)], outdir }).then(([out]) => {
      if (!out) throw new Error(`compiling ${entry} produced nothing`);
      return out;
    });
    compiled.set(key, file);
  }
  return file;
}

/** Node's arguments for a compiled bench file: plain node, stack traces through the source map. */
export const nodeArgs = (file: string) => ['--enable-source-maps', file];

/** Runs a compiled case that prints its rows as JSON on its last line (see engine.ts). */
export async function runCompiledRows(rootDir: string, entry: string): Promise<BenchRow[]> {
  const file = await compileForBench(rootDir, entry);
  const { stdout } = await promisify(execFile)(process.execPath, nodeArgs(file), {
    cwd: rootDir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const last = stdout.trim().split('\n').at(-1) ?? '[]';
  return JSON.parse(last) as BenchRow[];
}
