import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp, type App, type BuildAppOptions } from './app';
import { loadConfig, type Config } from './config';
import type { DatabaseHandle } from './db/database';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0001';

/** A config for API tests: in-memory database, fixed secret, no web build, silent logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: 'memory://',
    CSRF_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(tmpdir(), 'rigforge-test-data'),
    WEB_DIST_DIR: path.join(tmpdir(), 'rigforge-no-web-build'),
    // Test files save many builds from one address; the limit itself has its own test.
    SAVE_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
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
