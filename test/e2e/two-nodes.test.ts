/**
 * Two nodes on one PostgreSQL (DESIGN.md section 1, issue 14): the compiled server twice, as a
 * load balancer would run it, sharing only the database and the anti-forgery secret. A token
 * one node hands out is accepted by the other, and a build saved on one is read on the other;
 * with TEST_REDIS_URL the nodes share their rate limits through Redis, so a client's save
 * budget is one budget across both. Needs a PostgreSQL server: TEST_DATABASE_URL (`.ci/run`
 * sets both); skipped without one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMD_HIGH_END_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';
import { startServerProcess, type ServerProcess } from './support/server-process';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
if (!ADMIN_URL) console.warn('two-nodes: skipped, TEST_DATABASE_URL names no PostgreSQL server');

const SECRET = 'two-nodes-secret-two-nodes-secret-0001';
const REDIS_URL = process.env.TEST_REDIS_URL;
/** Saves per client per minute on each node; with Redis the two share one count. */
const SAVE_LIMIT = 6;

describe.skipIf(!ADMIN_URL)('two nodes on one PostgreSQL', () => {
  const database = `rigforge_nodes_${process.pid}_${Date.now()}`;
  const dataDirs: string[] = [];
  let nodes: ServerProcess[] = [];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(ADMIN_URL ?? '');
    url.pathname = `/${database}`;
    // Both start at once, as after a deploy: migrations are serialised by an advisory lock.
    nodes = await Promise.all(
      ['a', 'b'].map((name) => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), `rigforge-node-${name}-`));
        dataDirs.push(dataDir);
        return startServerProcess({
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          CSRF_SECRET: SECRET,
          CATALOG_POLL_SECONDS: '1',
          SAVE_RATE_LIMIT_PER_MINUTE: String(SAVE_LIMIT),
          // One prefix per run: counts from an earlier run must not spend this run's budget.
          ...(REDIS_URL ? { REDIS_URL, RATE_LIMIT_PREFIX: `${database}:` } : {}),
        });
      }),
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  it('accepts on one node the token the other handed out, and reads there the build saved here', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const settings = (await (await fetch(`${a.baseUrl}/api/settings`)).json()) as {
      data: { csrfToken: string };
    };
    const saved = await fetch(`${b.baseUrl}/api/configurator/SaveLocalBuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': settings.data.csrfToken },
      body: JSON.stringify({ ...AMD_HIGH_END_SELECTIONS, buildStep: 3, buildSubStep: 1 }),
    });
    expect(saved.status).toBe(200);
    const { data: share } = (await saved.json()) as { data: { pcBuildPublicId: string } };
    expect(share.pcBuildPublicId).toMatch(/\S{8,}/);

    const read = await fetch(`${a.baseUrl}/api/configurator/build/${share.pcBuildPublicId}`);
    expect(read.status).toBe(200);
    const body = JSON.stringify(await read.json());
    expect(body).toContain(AMD_HIGH_END_SELECTIONS.cpu);
    expect(body).toContain(AMD_HIGH_END_SELECTIONS.case);

    // A token signed with another secret is refused by both.
    const forged = await fetch(`${a.baseUrl}/api/configurator/SaveLocalBuild`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'e30.forged' },
      body: JSON.stringify({ ...AMD_HIGH_END_SELECTIONS, buildStep: 3, buildSubStep: 1 }),
    });
    expect(forged.status).toBe(403);
  });

  it("shows each node's share page for the other's saved build (link previews read the database)", async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const token = (
      (await (await fetch(`${b.baseUrl}/api/settings`)).json()) as { data: { csrfToken: string } }
    ).data.csrfToken;
    const saved = (await (
      await fetch(`${a.baseUrl}/api/configurator/SaveLocalBuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ ...AMD_HIGH_END_SELECTIONS, buildStep: 3, buildSubStep: 1 }),
      })
    ).json()) as { data: { pcBuildPublicId: string } };
    const page = await fetch(`${b.baseUrl}/share/${saved.data.pcBuildPublicId}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('og:title');
  });

  it.skipIf(!REDIS_URL)('spends one save budget per client across both nodes (Redis)', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const token = (
      (await (await fetch(`${a.baseUrl}/api/settings`)).json()) as { data: { csrfToken: string } }
    ).data.csrfToken;
    const save = (node: ServerProcess) =>
      fetch(`${node.baseUrl}/api/configurator/SaveLocalBuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ ...AMD_HIGH_END_SELECTIONS, buildStep: 3, buildSubStep: 2 }),
      });
    // The earlier tests spent some of the budget: alternate nodes until one refuses.
    const statuses: number[] = [];
    for (let i = 0; i < SAVE_LIMIT + 2; i += 1) statuses.push((await save(i % 2 ? b : a)).status);
    const refused = statuses.indexOf(429);
    expect(refused, statuses.join(',')).toBeGreaterThan(-1);
    // Without sharing, each node would allow SAVE_LIMIT on its own: 2 × SAVE_LIMIT in all.
    expect(refused).toBeLessThanOrEqual(SAVE_LIMIT);
    expect(statuses.slice(refused).every((status) => status === 429)).toBe(true);
    const answer = await save(a);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await answer.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });
});
