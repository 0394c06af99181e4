import { Catalog, type CatalogTimers } from '../catalog/catalog';
import { curatedSeed, seedCuratedCatalog, type CatalogSeed } from '../db/seed/seed-catalog';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory catalogue: `app.catalog.current` is the loaded snapshot. */
    catalog: Catalog;
  }
}

export interface CatalogPluginOptions {
  /** How often to check the catalogue version for changes; 0 disables. Default 10 s. */
  pollIntervalMs?: number;
  timers?: CatalogTimers;
  /** The curated seed written at start when it changed; false skips seeding. */
  seed?: CatalogSeed | false;
}

export const DEFAULT_CATALOG_POLL_MS = 10_000;

/** Seeds the curated catalogue when it changed, loads the catalogue, and keeps it current. */
export const catalogPlugin = fp<CatalogPluginOptions>(async (app, options) => {
  const seed = options.seed ?? curatedSeed();
  if (seed) {
    const report = await seedCuratedCatalog(app.db, seed);
    if (report.changed) app.log.info(report, 'curated catalogue seeded');
  }
  const catalog = await Catalog.load(app.db, app.log);
  app.decorate('catalog', catalog);
  catalog.startPolling(options.pollIntervalMs ?? DEFAULT_CATALOG_POLL_MS, options.timers);
  app.addHook('onClose', async () => catalog.stopPolling());
});
