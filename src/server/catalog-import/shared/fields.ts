/**
 * Safe readers for parsed JSON records of unknown shape: each answers null when the
 * value is missing or of another type, so a mapper never throws on odd data.
 */
export type JsonRecord = Record<string, unknown>;

export function asRecord(value: unknown): JsonRecord | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as JsonRecord)
    : null;
}

/** The value at a dotted path, e.g. at(record, 'metadata.name'). */
export function at(record: JsonRecord, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    const current = asRecord(value);
    if (current === null) return undefined;
    value = current[key];
  }
  return value;
}

export function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? null : trimmed;
}

export function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** A number > 0, or null (zero in these datasets means "not given"). */
export function positive(value: unknown): number | null {
  const n = finite(value);
  return n !== null && n > 0 ? n : null;
}

/** A whole number > 0, or null. */
export function positiveInt(value: unknown): number | null {
  const n = positive(value);
  return n !== null && Number.isInteger(n) ? n : null;
}

/** A whole number >= 0, or null. */
export function nonNegativeInt(value: unknown): number | null {
  const n = finite(value);
  return n !== null && n >= 0 && Number.isInteger(n) ? n : null;
}

/** The upper end of a value that may be a number or a [min, max] pair. */
export function upperOf(value: unknown): number | null {
  if (Array.isArray(value)) return finite(value[value.length - 1]);
  return finite(value);
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(text).filter((v): v is string => v !== null) : [];
}
