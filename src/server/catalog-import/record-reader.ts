import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

/** One parsed record of a file, or a line that is not JSON. */
export type SourceLine = { line: number; value: unknown } | { line: number; malformed: true };

/** Streams a JSON Lines file line by line (memory stays flat for any file size). Blank lines are ignored. */
export async function* readJsonLines(file: string): AsyncGenerator<SourceLine> {
  const lines = createInterface({
    input: createReadStream(file, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    try {
      yield { line, value: JSON.parse(text) as unknown };
    } catch {
      yield { line, malformed: true };
    }
  }
}

/** A JSON file holding an array of records (the retailer export); line = position in the array. */
export async function* readJsonArray(file: string): AsyncGenerator<SourceLine> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    yield { line: 1, malformed: true };
    return;
  }
  const records = Array.isArray(parsed) ? parsed : [parsed];
  for (const [index, value] of records.entries())
    yield { line: index + 1, value: value as unknown };
}
