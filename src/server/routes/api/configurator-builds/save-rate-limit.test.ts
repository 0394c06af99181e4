import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase } from '../../../db/test-db';
import { testApp } from '../../../test-support';
import { AMD_HIGH_END, buildClient, testClock, type BuildClient } from './test-builds';

// Defect 4 of issue 14: one address could save 134,000 builds in 30 s.
describe('saves are rate-limited per client', () => {
  let database: DatabaseHandle;
  let app: App;
  let client: BuildClient;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await testApp(
      database,
      { SAVE_RATE_LIMIT_PER_MINUTE: '3' },
      { now: testClock, catalog: { pollIntervalMs: 0 } },
    );
    client = await buildClient(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 429 with the errors payload and Retry-After once a client has used its saves', async () => {
    expect((await client.post('SaveLocalBuild', AMD_HIGH_END)).statusCode).toBe(200);
    expect((await client.post('completeBuildAndSave', AMD_HIGH_END)).statusCode).toBe(200);
    expect((await client.post('SaveLocalBuild', AMD_HIGH_END)).statusCode).toBe(200);
    for (const path of ['SaveLocalBuild', 'completeBuildAndSave']) {
      const refused = await client.post(path, AMD_HIGH_END);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({
        errors: [{ errorCode: 'rate_limited', message: expect.any(String), properties: [] }],
      });
    }
    // Checks that store nothing stay open; another client still saves.
    expect((await client.post('validate', AMD_HIGH_END)).statusCode).toBe(200);
    expect((await client.post('completeBuild', AMD_HIGH_END)).statusCode).toBe(200);
    const other = await client.post('SaveLocalBuild', AMD_HIGH_END, {}, '10.9.8.7');
    expect(other.statusCode).toBe(200);
  });
});
