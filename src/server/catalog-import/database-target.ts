import type { Database } from '../db/database';
import { loadProductKeys, upsertProducts } from '../db/repositories/product-repository';
import type { ImportTarget } from './import-catalog';

/**
 * An import into this database: stored products' ids first, then batches upserted (each one
 * transaction; a dataset import never overwrites another product under the same id, ADR 035).
 */
export function databaseImportTarget(db: Database): ImportTarget {
  return {
    storedProducts: () => loadProductKeys(db),
    write: (rows, options) => upsertProducts(db, rows, options),
  };
}
