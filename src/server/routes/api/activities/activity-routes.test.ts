import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../../app';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase, testDatabaseKinds } from '../../../db/test-db';
import { csrfToken, testApp } from '../../../test-support';
import { findActivity } from '../../../db/repositories/activity-repository';

describe.each(testDatabaseKinds())('POST /api/activities/landing (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  let headers: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await testApp(database);
    headers = { 'x-csrf-token': await csrfToken(app) };
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('stores the landing and answers its id', async () => {
    const payload = { path: '/', referrer: 'https://search.example/?q=gaming+pc', country: 'GB' };
    const res = await app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    const row = await findActivity(database.db, res.json().data.id);
    expect(row).toMatchObject({ kind: 'landing', ...payload });
  });

  it('stores a landing without the optional fields', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers,
      payload: { path: '/' },
    });
    const row = await findActivity(database.db, res.json().data.id);
    expect(row).toMatchObject({ path: '/', referrer: null, country: null });
  });

  it('answers 400 naming the field when path is missing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers,
      payload: { country: 'GB' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].properties).toEqual(['path']);
  });
});
