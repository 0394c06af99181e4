/**
 * Acknowledged saves survive a crash (issue 14): the compiled server saves builds, is killed
 * with SIGKILL (no shutdown hook runs), starts again on the same data, and every build it
 * acknowledged reads back unchanged. On PGlite (a data folder) always; on PostgreSQL when
 * TEST_DATABASE_URL names a server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AMD_HIGH_END_SELECTIONS,
  INTEL_MID_RANGE_SELECTIONS,
} from '../../src/server/db/seed/catalog/reference-builds';
import { startServerProcess } from './support/server-process';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const SAVES = 60;
const BUILDS = [AMD_HIGH_END_SELECTIONS, INTEL_MID_RANGE_SELECTIONS] as const;

async function csrfToken(baseUrl: string): Promise<string> {
  const body = (await (await fetch(`${baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  return body.data.csrfToken;
}

/** Saves builds (several different ones, some twice) and returns each acknowledged id's answer. */
async function saveBuilds(baseUrl: string): Promise<Map<string, string>> {
  const token = await csrfToken(baseUrl);
  const acknowledged = new Map<string, string>();
  await Promise.all(
    Array.from({ length: SAVES }, async (_, i) => {
      const build = { ...BUILDS[i % 2], buildStep: 3, buildSubStep: 1 + (i % 10) };
      const res = await fetch(`${baseUrl}/api/configurator/SaveLocalBuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify(build),
      });
      if (res.status !== 200) return;
      const { data } = (await res.json()) as { data: { pcBuildPublicId: string } };
      const read = await fetch(`${baseUrl}/api/configurator/build/${data.pcBuildPublicId}`);
      acknowledged.set(data.pcBuildPublicId, await read.text());
    }),
  );
  return acknowledged;
}

async function crashAndCheck(env: Record<string, string>): Promise<void> {
  const first = await startServerProcess(env);
  const acknowledged = await saveBuilds(first.baseUrl);
  expect(acknowledged.size).toBeGreaterThan(0);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startServerProcess(env);
  try {
    for (const [publicId, answer] of acknowledged) {
      const read = await fetch(`${second.baseUrl}/api/configurator/build/${publicId}`);
      expect(read.status, publicId).toBe(200);
      expect(await read.text(), publicId).toBe(answer);
    }
  } finally {
    await second.stop();
  }
}

const SETTINGS = {
  CSRF_SECRET: 'durability-secret-durability-secret-01',
  SAVE_RATE_LIMIT_PER_MINUTE: '100000',
};

describe('acknowledged saves after SIGKILL', () => {
  const dirs: string[] = [];
  const tempDir = (name: string) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `rigforge-${name}-`));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('on PGlite: every acknowledged build reads back unchanged from the same data folder', async () => {
    await crashAndCheck({ ...SETTINGS, DATA_DIR: tempDir('crash-pglite'), DATABASE_URL: '' });
  }, 240_000);

  it.skipIf(!ADMIN_URL)(
    'on PostgreSQL: every acknowledged build reads back unchanged',
    async () => {
      const database = `rigforge_crash_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      const url = new URL(ADMIN_URL ?? '');
      url.pathname = `/${database}`;
      try {
        await crashAndCheck({
          ...SETTINGS,
          DATA_DIR: tempDir('crash-postgres'),
          DATABASE_URL: url.toString(),
        });
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      }
    },
    240_000,
  );
});
