/**
 * BuildCores OpenDB records put through the importer's mappers, for the tests and the
 * measurements that judge the engine on real parts. Reads ../shared/datasets (read-only);
 * callers check `buildcoresAvailable` and skip with a message when the folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productSchema, type Product } from '../../domain/catalog/specs';
import { BUILDCORES_FILES } from '../catalog-import/buildcores/files';

export const BUILDCORES_DIR = path.resolve(
  import.meta.dirname,
  '../../../../shared/datasets/buildcores-open-db',
);
export const buildcoresAvailable = existsSync(BUILDCORES_DIR);

export type RawRecord = Record<string, unknown>;

/** A dataset record and the product the importer makes of it. */
export interface RealPart {
  raw: RawRecord;
  product: Product;
}

/** Every record of one OpenDB file that the importer keeps, priced so the engine can sell it. */
export function loadBuildcores(file: string): RealPart[] {
  const mapper = BUILDCORES_FILES[file];
  if (!mapper) throw new Error(`no mapper for ${file}`);
  const parts: RealPart[] = [];
  for (const line of readFileSync(path.join(BUILDCORES_DIR, file), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const raw = JSON.parse(line) as RawRecord;
    const mapped = mapper(raw);
    if (!('row' in mapped)) continue;
    // BuildCores has no prices; any price will do for compatibility.
    const parsed = productSchema.safeParse({ ...mapped.row, pricePence: 10_000 });
    if (parsed.success) parts.push({ raw, product: parsed.data });
  }
  return parts;
}
