/** Builds from the curated seed and a client for the build calls, shared by this folder's API tests. */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../../app';
import type { DatabaseHandle } from '../../../db/database';
import { createTestDatabase, type TestDatabaseKind } from '../../../db/test-db';
import {
  AMD_HIGH_END_SELECTIONS,
  INTEL_MID_RANGE_SELECTIONS,
} from '../../../db/seed/catalog/reference-builds';
import { csrfToken, testApp } from '../../../test-support';

/** Monday 23 November 2026, 10:00 UTC: the clock every build test runs at. */
export const TEST_NOW = Date.parse('2026-11-23T10:00:00Z');
export const testClock = () => TEST_NOW;

export const AMD_HIGH_END = {
  ...AMD_HIGH_END_SELECTIONS,
  buildStep: 3,
  buildSubStep: 1,
  buildMode: 'expert',
  buildStart: true,
} as const;

export const INTEL_MID_RANGE = {
  ...INTEL_MID_RANGE_SELECTIONS,
  buildStep: 3,
  buildSubStep: 10,
  buildMode: 'assist',
} as const;

/** An AM5 processor on an AM4 board. */
export const SOCKET_MISMATCH = {
  chipset: 2,
  case: 'case-fractal-design-north',
  caseSize: 2,
  cpu: 'cpu-amd-ryzen-7-9700x',
  motherboard: 'motherboard-msi-b550-tomahawk',
} as const;

export interface BuildClient {
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
    /** The client's address (rate limits are per address); default 127.0.0.1. */
    remoteAddress?: string,
  ): Promise<LightMyRequestResponse>;
  get(path: string): Promise<LightMyRequestResponse>;
}

/** Posts with a fresh anti-forgery token, as the web app does. */
export async function buildClient(app: App): Promise<BuildClient> {
  const token = await csrfToken(app);
  return {
    post: (path, body, headers = {}, remoteAddress = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url: `/api/configurator/${path}`,
        headers: { 'x-csrf-token': token, ...headers },
        payload: body as object,
        remoteAddress,
      }),
    get: (path) => app.inject({ method: 'GET', url: `/api/${path}` }),
  };
}

/** `data` of a 200 answer. */
export function dataOf<T = Record<string, unknown>>(res: {
  statusCode: number;
  json(): unknown;
  body: string;
}): T {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: T }).data;
}

/**
 * The app on a fresh database of `kind` at the build tests' clock, with a build client: made
 * before the file's tests (or the describe's) and closed after them. Read its fields in tests.
 */
export function appUnderTest(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  const under = {} as { app: App; client: BuildClient; database: DatabaseHandle };
  beforeAll(async () => {
    under.database = await createTestDatabase(kind);
    under.app = await testApp(under.database, env, {
      now: testClock,
      catalog: { pollIntervalMs: 0 },
    });
    under.client = await buildClient(under.app);
  });
  afterAll(async () => {
    await under.app?.close();
    await under.database?.close();
  });
  return under;
}
