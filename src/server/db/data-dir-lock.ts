import {
  closeSync,
  constants,
  ftruncateSync,
  openSync,
  readFileSync,
  readlinkSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** A second process (or a second open in this one) on a PGlite data dir that is in use. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, lockFile: string, holder: string | null) {
    super(
      `The PGlite data folder ${dataDir} is in use by another process (${holder ?? 'holder unknown'}). ` +
        'PGlite allows one process per folder, also across containers and hosts that share it: ' +
        'stop that process, or give this one its own DATA_DIR (or a DATABASE_URL). ' +
        `The lock is the operating system's lock on ${lockFile}, released when its holder ` +
        'ends, however it ends: there is nothing to delete by hand.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The file system cannot lock the lock file: one writer per folder could not be ensured. */
export class DataDirLockUnsupportedError extends Error {
  constructor(lockFile: string, cause: unknown) {
    super(
      `Could not lock ${lockFile} (${(cause as NodeJS.ErrnoException).code ?? String(cause)}). ` +
        'The PGlite data folder must be on a file system with file locks (a local disk, or NFS ' +
        'with locking); otherwise use PostgreSQL (DATABASE_URL).',
      { cause },
    );
    this.name = 'DataDirLockUnsupportedError';
  }
}

/** Who holds the lock, for the message of a refused start: never read to decide anything. */
function identity(): string {
  let pidNamespace = '';
  try {
    // Linux: containers sharing a volume can both be pid 1; the namespace tells them apart.
    pidNamespace = ` in PID namespace ${readlinkSync('/proc/self/ns/pid')}`;
  } catch {
    // Not Linux: the pid and host name say enough.
  }
  return `pid ${process.pid} on host ${hostname()}${pidNamespace}, since ${new Date().toISOString()}`;
}

/** The holder's own description, as a message may quote it (one line, bounded, printable). */
function holderOf(lockFile: string): string | null {
  try {
    const text = readFileSync(lockFile, 'utf8')
      .replace(/[^\x20-\x7e]+/g, ' ')
      .trim()
      .slice(0, 200);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/**
 * Takes the operating system's exclusive lock on `<dataDir>.lock` for the life of this process,
 * or throws DataDirLockedError. The kernel (or the NFS server) keeps the lock, not a PID in the
 * file: it holds across PID namespaces (two containers, both pid 1, on one volume) and hosts
 * sharing the folder, and it ends with its holder, however that ends (SIGKILL, power loss), so
 * a stale lock cannot exist and no start-up waits for one. The file's text names the holder for
 * the message only. The file is never deleted: a process that opened it just before the delete
 * would lock the deleted file while a third locks a new one (ADR 099). Answers the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  // Loaded here, not at start: a PostgreSQL deployment never needs the native module.
  const { tryLock } = await import('fs-native-extensions');
  const resolved = path.resolve(dataDir);
  const lockFile = `${resolved}.lock`;
  const fd = openSync(lockFile, constants.O_RDWR | constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    // Open-file-description locks on Linux (fcntl F_OFD_SETLK): a second open in this very
    // process is refused too, and closing another descriptor of the file does not drop it.
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw new DataDirLockUnsupportedError(lockFile, error);
  }
  if (!locked) {
    closeSync(fd);
    throw new DataDirLockedError(resolved, lockFile, holderOf(lockFile));
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${identity()}\n`, 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    ftruncateSync(fd, 0);
    // Closing the descriptor drops the lock.
    closeSync(fd);
  };
}
