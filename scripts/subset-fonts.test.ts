import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FONTS = path.resolve(import.meta.dirname, '../src/web/styles/fonts');
const css = readFileSync(path.join(FONTS, 'fonts.css'), 'utf8');
const files = [...css.matchAll(/url\(\.\/([\w-]+\.woff2)\)/g)].map((m) => m[1] ?? '');
const fontsource = (file: string) =>
  path.resolve(
    import.meta.dirname,
    '../node_modules/@fontsource',
    file.startsWith('inter') ? 'inter' : 'space-grotesk',
    'files',
    file,
  );

describe('the subset web fonts (scripts/subset-fonts.sh)', () => {
  it('declares the three faces the site uses, each with swap', () => {
    expect(files).toEqual([
      'inter-latin-400-normal.woff2',
      'inter-latin-600-normal.woff2',
      'space-grotesk-latin-700-normal.woff2',
    ]);
    expect(css.match(/font-display: swap;/g)).toHaveLength(3);
  });

  it.each(files)('%s is a WOFF2 file, smaller than @fontsource’s', (file) => {
    const bytes = readFileSync(path.join(FONTS, file));
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    if (!existsSync(fontsource(file))) return;
    // The features the site does not use are gone: at least 10 % smaller than the source.
    expect(bytes.length).toBeLessThan(statSync(fontsource(file)).size * 0.9);
  });

  it('ships the fonts’ licences beside them (SIL Open Font License)', () => {
    for (const name of ['LICENSE-inter.txt', 'LICENSE-space-grotesk.txt']) {
      expect(readFileSync(path.join(FONTS, name), 'utf8')).toContain('SIL Open Font License');
    }
  });
});
