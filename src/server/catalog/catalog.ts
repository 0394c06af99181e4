import type { Database } from '../db/database';
import { isDatabaseUnavailable } from '../db/unavailable';
import { buildCatalogSnapshot, type CatalogSnapshot, type SkippedRow } from './catalog-snapshot';
import {
  catalogVersion,
  loadBuildSetTypes,
  loadCatalogRows,
} from '../db/repositories/product-repository';
import { loadPreconfigured } from '../db/repositories/preconfigured-build-repository';

export interface CatalogLogger {
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Timer functions, injectable so tests drive polling without real time. */
export interface CatalogTimers {
  setInterval(callback: () => unknown, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const realTimers: CatalogTimers = {
  setInterval: (callback, ms) => {
    const handle = setInterval(callback, ms);
    // Polling must never keep the process alive on its own.
    handle.unref();
    return handle;
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

async function loadSnapshot(db: Database, log: CatalogLogger): Promise<CatalogSnapshot> {
  const started = performance.now();
  // Version first: a change landing during the load leaves us one version behind, so the next poll reloads again.
  const version = await catalogVersion(db);
  const [rows, buildSetTypes, preconfigured] = await Promise.all([
    loadCatalogRows(db, { pricedOnly: true }),
    loadBuildSetTypes(db),
    loadPreconfigured(db),
  ]);
  const onSkip = (row: SkippedRow) =>
    log.warn({ productId: row.id, problems: row.problems }, 'catalogue row skipped: invalid');
  const snapshot = buildCatalogSnapshot(version, rows, buildSetTypes, onSkip, preconfigured);
  log.info(
    {
      version,
      products: snapshot.byId.size,
      unpriced: snapshot.unpriced,
      skipped: snapshot.skipped,
      preconfiguredBuilds: preconfigured.builds.length,
      ms: Math.round(performance.now() - started),
    },
    'catalogue loaded',
  );
  return snapshot;
}

/**
 * The in-memory catalogue every read path uses (PGlite answers one query at a time, so
 * hot paths never wait on the database). `current` is an immutable snapshot swapped
 * atomically on reload: a request that took it keeps a consistent view.
 */
export class Catalog {
  private snapshot: CatalogSnapshot;
  private reloading: Promise<boolean> | null = null;
  private poller: unknown = null;
  private readonly changeListeners = new Set<(snapshot: CatalogSnapshot) => void>();

  private constructor(
    private readonly db: Database,
    private readonly log: CatalogLogger,
    initial: CatalogSnapshot,
  ) {
    this.snapshot = initial;
  }

  static async load(db: Database, log: CatalogLogger): Promise<Catalog> {
    return new Catalog(db, log, await loadSnapshot(db, log));
  }

  get current(): CatalogSnapshot {
    return this.snapshot;
  }

  get version(): number {
    return this.snapshot.version;
  }

  /** Loads the catalogue again and swaps it in; resolves true when the version changed. */
  reload(): Promise<boolean> {
    this.reloading ??= (async () => {
      try {
        const next = await loadSnapshot(this.db, this.log);
        const changed = next.version !== this.snapshot.version;
        this.snapshot = next;
        if (changed) this.notifyChange(next);
        return changed;
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /** Calls `listener` after each reload that swapped in a new version; returns its removal. */
  onChange(listener: (snapshot: CatalogSnapshot) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  private notifyChange(snapshot: CatalogSnapshot): void {
    for (const listener of this.changeListeners) {
      try {
        listener(snapshot);
      } catch (error) {
        // A listener's failure is its own: the new catalogue stays loaded.
        this.log.error({ err: error }, 'catalogue change listener failed');
      }
    }
  }

  /** Reloads when the stored version differs from the loaded one; never throws (polling). */
  async refreshIfChanged(): Promise<boolean> {
    try {
      if ((await catalogVersion(this.db)) === this.snapshot.version) return false;
      return await this.reload();
    } catch (error) {
      // A database away is logged once when the outage starts and ends (plugins/db.ts), not
      // at every poll; anything else is an error worth a line each time.
      if (isDatabaseUnavailable(error))
        this.log.debug({ err: error }, 'catalogue reload skipped: the database is away');
      else this.log.error({ err: error }, 'catalogue reload failed; keeping the loaded one');
      return false;
    }
  }

  /** Polls the catalogue version every intervalMs (0 disables). */
  startPolling(intervalMs: number, timers: CatalogTimers = realTimers): void {
    this.stopPolling();
    if (intervalMs <= 0) return;
    this.poller = { timers, handle: timers.setInterval(() => this.refreshIfChanged(), intervalMs) };
  }

  stopPolling(): void {
    const poller = this.poller as { timers: CatalogTimers; handle: unknown } | null;
    if (poller) poller.timers.clearInterval(poller.handle);
    this.poller = null;
  }
}
