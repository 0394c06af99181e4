import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** A second process (or a second open in this one) on a PGlite data dir that is in use. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, lockFile: string, pid: number) {
    super(
      `The PGlite data folder ${dataDir} is in use by another process (pid ${pid}). ` +
        'PGlite allows one process per folder: stop that process, or give this one its own ' +
        `DATA_DIR (or a DATABASE_URL). If no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Data dirs this process holds (a second open here would corrupt it just the same). */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes `<dataDir>.lock` (holding this process's pid) or throws DataDirLockedError. A lock left
 * by a process that no longer runs (SIGKILL, power loss) is stale and taken over; so is one
 * naming our own pid, which after a container restart is an earlier life's. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const resolved = path.resolve(dataDir);
  const lockFile = `${resolved}.lock`;
  if (held.has(resolved)) throw new DataDirLockedError(resolved, lockFile, process.pid);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx': created only if absent, atomically: of two processes starting at once one wins.
      const fd = openSync(lockFile, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(resolved);
      return () => {
        held.delete(resolved);
        if (holderOf(lockFile) === process.pid) unlinkSync(lockFile);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holderOf(lockFile);
      if (pid !== null && pid !== process.pid && isRunning(pid))
        throw new DataDirLockedError(resolved, lockFile, pid);
      unlinkSync(lockFile);
    }
  }
  throw new DataDirLockedError(resolved, lockFile, holderOf(lockFile) ?? 0);
}
