import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .gz and .br next to text files over 1 KB only', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rigforge-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const big = 'const x = 1;\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app.js'), big);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4000));

    expect(precompressDir(dir)).toBe(1);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'app.js.gz'))).toString()).toBe(big);
    expect(
      brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'app.js.br'))).toString(),
    ).toBe(big);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.gz'))).toBe(false);
  });
});
