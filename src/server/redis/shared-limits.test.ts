import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../db/test-db';
import { AMD_HIGH_END, testClock } from '../routes/api/configurator-builds/test-builds';
import { csrfToken, testApp } from '../test-support';
import { redisAnswers, TEST_REDIS_URL } from './test-redis';

const REDIS_URL = TEST_REDIS_URL;
const available = await redisAnswers();
if (!available) console.warn(`shared-limits: skipped, no Redis at ${REDIS_URL}`);

describe.skipIf(!available)('rate limits shared across nodes through Redis', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  /** Two nodes with one key prefix (a fresh one per test, so runs never share counts). */
  async function twoNodes(env: Record<string, string>): Promise<[App, App]> {
    const prefix = `rigforge-test-${randomBytes(4).toString('hex')}:`;
    const nodes = await Promise.all(
      [0, 1].map(() =>
        testApp(
          database,
          // A deadline no busy test machine misses: these tests are about the counting.
          { REDIS_URL, RATE_LIMIT_PREFIX: prefix, REDIS_TIMEOUT_SECONDS: '5', ...env },
          { now: testClock, catalog: { pollIntervalMs: 0 } },
        ),
      ),
    );
    apps.push(...nodes);
    return nodes as [App, App];
  }

  it('counts one client on both nodes: the logging limit and the save limit', async () => {
    const [a, b] = await twoNodes({
      LOGGING_RATE_LIMIT_PER_MINUTE: '2',
      SAVE_RATE_LIMIT_PER_MINUTE: '2',
    });
    const log = async (node: App) =>
      (
        await node.inject({
          method: 'POST',
          url: '/api/errors',
          headers: { 'x-csrf-token': await csrfToken(node) },
          payload: { message: 'm', url: '/' },
        })
      ).statusCode;
    expect([await log(a), await log(b), await log(a)]).toEqual([200, 200, 429]);
    const save = async (node: App) =>
      node.inject({
        method: 'POST',
        url: '/api/configurator/SaveLocalBuild',
        headers: { 'x-csrf-token': await csrfToken(node) },
        payload: AMD_HIGH_END,
      });
    expect((await save(b)).statusCode).toBe(200);
    expect((await save(a)).statusCode).toBe(200);
    const refused = await save(b);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0].errorCode).toBe('rate_limited');
  });

  it('lets requests through, quickly, while Redis does not answer', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const app = await testApp(database, {
      REDIS_URL: `redis://127.0.0.1:${port}`,
      LOGGING_RATE_LIMIT_PER_MINUTE: '1',
    });
    apps.push(app);
    const started = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/errors',
      headers: { 'x-csrf-token': await csrfToken(app) },
      payload: { message: 'm', url: '/' },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.close();
  });
});
