import type { CatalogRow } from '../../catalog/catalog-row';

/** What a mapper answers for one source record: a row to import, or why it was skipped. */
export type MapResult = { row: CatalogRow } | { skip: string };

/** A pure mapping from one parsed source record to a catalogue row. */
export type RecordMapper = (record: unknown) => MapResult;

export const skip = (reason: string): MapResult => ({ skip: reason });

/** The three input formats the importer reads. */
export const IMPORT_FORMATS = ['pc-part-dataset', 'buildcores', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
