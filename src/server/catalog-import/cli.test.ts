import { describe, expect, it } from 'vitest';
import { importTarget, parseCliArgs } from './cli';

describe('catalog:import arguments', () => {
  it('reads the directory, format and flags, with the default exchange rate', () => {
    expect(
      parseCliArgs(['data/in', '--format', 'buildcores', '--placeholder-prices', '--dry-run']),
    ).toEqual({
      dir: 'data/in',
      format: 'buildcores',
      usdToGbp: 0.79,
      placeholderPrices: true,
      dryRun: true,
    });
    expect(parseCliArgs(['d', '--format', 'pc-part-dataset', '--usd-to-gbp', '0.8']).usdToGbp).toBe(
      0.8,
    );
  });

  it('refuses a missing directory, an unknown format or a bad rate with a message', () => {
    expect(() => parseCliArgs(['--format', 'json'])).toThrow(
      'give exactly one directory to import',
    );
    expect(() => parseCliArgs(['d', '--format', 'csv'])).toThrow(
      '--format must be one of pc-part-dataset, buildcores, json',
    );
    expect(() => parseCliArgs(['d', '--format', 'json', '--usd-to-gbp', 'abc'])).toThrow(
      '--usd-to-gbp must be a positive number',
    );
  });

  it('writes where the app reads: DATABASE_URL, else PGlite under DATA_DIR; the flags win', () => {
    const options = parseCliArgs(['d', '--format', 'json']);
    expect(importTarget(options, { DATA_DIR: '/srv/shop' })).toEqual({
      kind: 'pglite',
      dataDir: '/srv/shop/pglite',
    });
    expect(importTarget(options, { DATABASE_URL: 'postgres://db/shop' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/shop',
    });
    const flagged = parseCliArgs(['d', '--format', 'json', '--data-dir', '/tmp/x']);
    expect(importTarget(flagged, { DATABASE_URL: 'postgres://db/shop' })).toEqual({
      kind: 'pglite',
      dataDir: '/tmp/x/pglite',
    });
  });
});
