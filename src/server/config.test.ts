import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../domain/contracts/site-config';
import { ConfigError, loadConfig, siteConfigFrom } from './config';

const SECRET = 'x'.repeat(32);
let dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rigforge-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ CSRF_SECRET: SECRET });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      database: { kind: 'pglite', dataDir: path.resolve('data', 'pglite') },
      csrfTokenTtlSeconds: 3600,
      allowedOrigins: [],
      logLevel: 'info',
      webDistDir: path.resolve('dist/web'),
    });
    expect(siteConfigFrom(config)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('takes a redis:// or rediss:// (TLS) URL for the shared rate limits, nothing else', () => {
    expect(loadConfig({ CSRF_SECRET: SECRET })).toMatchObject({
      redisUrl: null,
      redisTimeoutMs: 500,
    });
    expect(loadConfig({ CSRF_SECRET: SECRET, REDIS_TIMEOUT_SECONDS: '2' }).redisTimeoutMs).toBe(
      2000,
    );
    for (const url of ['redis://127.0.0.1:6379', 'rediss://user:pw@redis.example:6380/2']) {
      expect(loadConfig({ CSRF_SECRET: SECRET, REDIS_URL: url }).redisUrl).toBe(url);
    }
    expect(() => loadConfig({ CSRF_SECRET: SECRET, REDIS_URL: 'http://redis.example' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
  });

  it('reads the public origin and the finance settings', () => {
    const config = loadConfig({
      CSRF_SECRET: SECRET,
      PUBLIC_ORIGIN: 'https://Shop.Example/configurator/',
      FCA_FIRM_REFERENCE_NUMBER: ' 1234567 ',
      FINANCE_BROKER_TEXT: 'Rigforge Ltd is a credit broker.',
    });
    expect(config.publicOrigin).toBe('https://shop.example');
    expect(siteConfigFrom(config)).toMatchObject({
      fcaFirmReferenceNumber: '1234567',
      financeBrokerText: 'Rigforge Ltd is a credit broker.',
    });
    const unset = loadConfig({ CSRF_SECRET: SECRET });
    expect(unset.publicOrigin).toBeNull();
    expect(siteConfigFrom(unset)).toMatchObject({
      fcaFirmReferenceNumber: null,
      financeBrokerText: null,
    });
    expect(() => loadConfig({ CSRF_SECRET: SECRET, FCA_FIRM_REFERENCE_NUMBER: '000' })).toThrow(
      /FCA_FIRM_REFERENCE_NUMBER: must be 6 or 7 digits/,
    );
    expect(() => loadConfig({ CSRF_SECRET: SECRET, PUBLIC_ORIGIN: 'not a url' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(() => loadConfig({ CSRF_SECRET: SECRET, PUBLIC_ORIGIN: 'ftp://shop.example' })).toThrow(
      /PUBLIC_ORIGIN: 'ftp:\/\/shop.example' is not an http\(s\) origin/,
    );
  });

  it('picks the driver from DATABASE_URL', () => {
    expect(loadConfig({ CSRF_SECRET: SECRET, DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
    expect(
      loadConfig({ CSRF_SECRET: SECRET, DATABASE_URL: 'postgres://u@db:5432/shop' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/shop',
    });
  });

  it('rejects invalid values with a message naming each variable', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        CSRF_SECRET: 'short',
        BASKET_URL: 'nope',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL or memory:\/\//);
    expect(attempt).toThrow(/CSRF_SECRET: must be at least 32 characters/);
    expect(attempt).toThrow(/BASKET_URL/);
  });

  it('normalises ALLOWED_ORIGINS and rejects entries that are not origins', () => {
    const config = loadConfig({
      CSRF_SECRET: SECRET,
      ALLOWED_ORIGINS: 'https://shop.example/, http://localhost:5173',
    });
    expect(config.allowedOrigins).toEqual(['https://shop.example', 'http://localhost:5173']);
    expect(() => loadConfig({ CSRF_SECRET: SECRET, ALLOWED_ORIGINS: 'not a url' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });

  it('allows the hosts of PUBLIC_ORIGIN and ALLOWED_HOSTS, any host when neither is set', () => {
    expect(loadConfig({ CSRF_SECRET: SECRET }).allowedHosts).toBeNull();
    expect(
      loadConfig({ CSRF_SECRET: SECRET, PUBLIC_ORIGIN: 'https://Shop.Example:8443/' }).allowedHosts,
    ).toEqual(['shop.example']);
    expect(
      loadConfig({
        CSRF_SECRET: SECRET,
        PUBLIC_ORIGIN: 'https://shop.example',
        ALLOWED_HOSTS: ' WWW.Shop.Example, shop.example,,[::1], bücher.example ',
      }).allowedHosts,
    ).toEqual(['shop.example', 'www.shop.example', '[::1]', 'xn--bcher-kva.example']);
    expect(loadConfig({ CSRF_SECRET: SECRET, ALLOWED_HOSTS: 'localhost' }).allowedHosts).toEqual([
      'localhost',
    ]);
    for (const bad of ['shop.example:443', 'https://shop.example', 'shop.example/x', 'a b', 'u@x'])
      expect(() => loadConfig({ CSRF_SECRET: SECRET, ALLOWED_HOSTS: bad })).toThrow(
        `ALLOWED_HOSTS: '${bad}' is not a host name (no scheme, port or path), e.g. shop.example`,
      );
  });

  it('generates a CSRF secret once and keeps it across restarts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: path.join(dir, 'nested') }).csrfSecret;
    const second = loadConfig({ DATA_DIR: path.join(dir, 'nested') }).csrfSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect(readFileSync(path.join(dir, 'nested', 'csrf-secret'), 'utf8').trim()).toBe(first);
  });

  it('builds the site config from the environment; the review widget only when configured', () => {
    const config = loadConfig({
      CSRF_SECRET: SECRET,
      BRAND: 'Forge Co',
      SUPPORT_PHONE: '0800 000 000',
      BASKET_URL: 'https://retail.example/basket',
      REVIEW_WIDGET_PROVIDER: 'Trustpilot',
      REVIEW_WIDGET_SCRIPT_URL: 'https://widget.reviews.example/bootstrap.js',
      REVIEW_WIDGET_ATTRIBUTES: '{"data-template-id":"abc"}',
    });
    expect(siteConfigFrom(config)).toMatchObject({
      brand: 'Forge Co',
      supportPhone: '0800 000 000',
      basketUrl: 'https://retail.example/basket',
      reviewWidget: {
        provider: 'Trustpilot',
        scriptUrl: 'https://widget.reviews.example/bootstrap.js',
        attributes: { 'data-template-id': 'abc' },
      },
    });
  });

  it('rejects a half-configured review widget or attributes that are not a JSON object of strings', () => {
    expect(() => loadConfig({ CSRF_SECRET: SECRET, REVIEW_WIDGET_PROVIDER: 'Trustpilot' })).toThrow(
      /must be set together/,
    );
    const widget = {
      CSRF_SECRET: SECRET,
      REVIEW_WIDGET_PROVIDER: 'T',
      REVIEW_WIDGET_SCRIPT_URL: 'https://w.example/x.js',
    };
    expect(() => loadConfig({ ...widget, REVIEW_WIDGET_ATTRIBUTES: '{oops' })).toThrow(
      /REVIEW_WIDGET_ATTRIBUTES: must be JSON/,
    );
    expect(() => loadConfig({ ...widget, REVIEW_WIDGET_ATTRIBUTES: '{"a":1}' })).toThrow(
      /object of strings/,
    );
  });

  it('reads the catalogue poll interval in seconds, 0 turning polling off', () => {
    const base = { CSRF_SECRET: SECRET, DATA_DIR: tempDir() };
    expect(loadConfig({ ...base, CATALOG_POLL_SECONDS: '2.5' }).catalogPollMs).toBe(2_500);
    expect(loadConfig({ ...base, CATALOG_POLL_SECONDS: '0' }).catalogPollMs).toBe(0);
    expect(loadConfig(base).catalogPollMs).toBe(10_000);
    expect(() => loadConfig({ ...base, CATALOG_POLL_SECONDS: '-1' })).toThrow(
      /CATALOG_POLL_SECONDS/,
    );
  });
});
