import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../db/test-db';
import { injectTestApp } from '../../../test-support';
import { findActivity } from '../../../db/repositories/activity-repository';

describe.each(testDatabaseKinds())('POST /api/activities/landing (%s)', (kind) => {
  const t = injectTestApp(kind);

  it('stores the landing and answers its id', async () => {
    const payload = { path: '/', referrer: 'https://search.example/?q=gaming+pc', country: 'GB' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers: t.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    const row = await findActivity(t.database.db, res.json().data.id);
    expect(row).toMatchObject({ kind: 'landing', ...payload });
  });

  it('stores a landing without the optional fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers: t.headers,
      payload: { path: '/' },
    });
    const row = await findActivity(t.database.db, res.json().data.id);
    expect(row).toMatchObject({ path: '/', referrer: null, country: null });
  });

  it('answers 400 naming the field when path is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/activities/landing',
      headers: t.headers,
      payload: { country: 'GB' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].properties).toEqual(['path']);
  });
});
