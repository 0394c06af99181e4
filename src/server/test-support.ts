import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, type App, type BuildAppOptions } from './app';
import { loadConfig, type Config } from './config';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from './db/database';
import { createTestDatabase, type TestDatabaseKind } from './db/test-db';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0001';

/** A config for API tests: in-memory database, fixed secret, no web build, silent logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'memory://',
    CSRF_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmpdir(), 'rigforge-test-data'),
    // In a folder of its own: the server entry is looked for beside it (../web-server).
    WEB_DIST_DIR: path.join(tmpdir(), 'rigforge-no-web-build', 'web'),
    // Test files save many builds from one address; the limit itself has its own test.
    SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
}

/**
 * A browser build of a test's own holding `index.html` (and whatever the test adds), in a
 * folder of its own: the server entry is looked for beside it (../web-server), which here
 * does not exist, so pages are the template filled in, not rendered. Remove with removeDist.
 */
export function templateDist(indexHtml: string): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'rigforge-web-')), 'web');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return dir;
}

export function removeDist(dist: string): void {
  rmSync(path.dirname(dist), { recursive: true, force: true });
}

/** An app over a shared test database; close the app, not the database, after each test. */
export function testApp(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<App> {
  return buildApp(testConfig(env), { ...options, database });
}

export async function csrfToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/settings' });
  return (res.json() as { data: { csrfToken: string } }).data.csrfToken;
}

/**
 * For tests that speak raw HTTP: registers a PGlite test database and an app listening on a
 * free loopback port before the file's tests, closed after them. Read `.app` inside tests.
 */
export function listeningTestApp(
  env: Record<string, string> = {},
  options: () => Omit<BuildAppOptions, 'database'> = () => ({}),
): { readonly app: App } {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(database, env, options());
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
  };
}

/**
 * For tests that inject requests: registers a test database of `kind` and an app over it before
 * the file's tests, with headers carrying a fresh anti-forgery token (plus `extraHeaders`),
 * closed after them. Read `.app`, `.database` and `.headers` inside tests.
 */
export function injectTestApp(
  kind: TestDatabaseKind,
  extraHeaders: Record<string, string> = {},
): {
  readonly app: App;
  readonly database: DatabaseHandle;
  readonly headers: Record<string, string>;
} {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  let headers: Record<string, string> = {};
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(database);
    headers = { 'x-csrf-token': await csrfToken(app), ...extraHeaders };
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
    get database() {
      if (!database) throw new Error('the database opens in beforeAll');
      return database;
    },
    get headers() {
      return headers;
    },
  };
}
