import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from './app';
import { csrfToken, testConfig } from './test-support';
import { proxiedDatabase, within } from './db/test-db';
import { AMD_HIGH_END, INTEL_MID_RANGE } from './routes/api/configurator-builds/test-builds';

const adminUrl = process.env.TEST_DATABASE_URL;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  call: string;
  status: number | 'hung';
  retryAfter: string | undefined;
  ms: number;
}

// Defect 2 of issue 34: during a black hole saves took 6-9 s to fail (a batch insert waited out
// its deadline, then each row its own, behind others doing the same), while reads took 3 s.
// Defect 8: the outage was logged at every call and every catalogue poll.
describe.skipIf(!adminUrl)('saves at the issue rate while PostgreSQL goes silent', () => {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as { level: number; msg: string });
      callback();
    },
  });
  let database: Awaited<ReturnType<typeof proxiedDatabase>>;
  let app: App;
  let token: string;
  let savedId: string;

  beforeAll(async () => {
    database = await proxiedDatabase(adminUrl ?? '', 'rigforge_blackhole');
    // The default deadline (DATABASE_TIMEOUT_SECONDS 3), as in the issue; the catalogue polls.
    app = await buildApp(testConfig({ DATABASE_URL: database.url }), {
      logger: { level: 'debug', stream },
      catalog: { pollIntervalMs: 500 },
    });
    token = await csrfToken(app);
    savedId = (await save(AMD_HIGH_END)).json().data.pcBuildPublicId;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const save = (build: object) =>
    app.inject({
      method: 'POST',
      url: '/api/configurator/SaveLocalBuild',
      headers: { 'x-csrf-token': token },
      payload: build,
    });

  it('answers every call 503 with Retry-After within 5 s, logs the outage once, and recovers', async () => {
    const answers: Answer[] = [];
    const calls: Promise<void>[] = [];
    const track = (call: string, made: () => Promise<Awaited<ReturnType<App['inject']>>>) => {
      const started = Date.now();
      calls.push(
        within(10_000, made()).then((res) => {
          answers.push({
            call,
            status: res === 'hung' ? 'hung' : res.statusCode,
            retryAfter: res === 'hung' ? undefined : (res.headers['retry-after'] as string),
            ms: Date.now() - started,
          });
        }),
      );
    };
    const outageLines = lines.length;
    await database.proxy.set('blackhole');
    // 6 s of traffic: a save every 250 ms (4 a second), a wave of 20 saves every 500 ms, and a
    // read and a readiness check with each wave.
    for (let tick = 0; tick < 24; tick += 1) {
      track('save', () => save(tick % 2 ? AMD_HIGH_END : INTEL_MID_RANGE));
      if (tick % 2 === 0) {
        for (let i = 0; i < 20; i += 1) track('wave save', () => save(AMD_HIGH_END));
        track('read', () =>
          app.inject({ method: 'GET', url: `/api/configurator/build/${savedId}` }),
        );
        track('ready', () => app.inject({ method: 'GET', url: '/api/ready' }));
      }
      await pause(250);
    }
    await Promise.all(calls);
    const slowest = Math.max(...answers.map((a) => a.ms));
    console.info(
      `black hole: ${answers.length} calls, slowest ${slowest} ms, ` +
        `${answers.filter((a) => a.ms > 1_000).length} over 1 s`,
    );
    const wrong = answers.filter(
      (a) => a.status !== 503 || !(Number(a.retryAfter) > 0) || a.ms > 5_000,
    );
    expect(wrong).toEqual([]);
    const during = lines.slice(outageLines);
    expect(during.filter((l) => l.level >= 50)).toEqual([]);
    expect(during.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      'database unavailable: calls answer 503 until it answers again',
    ]);

    await database.proxy.set('forward');
    await vi.waitFor(async () => expect((await save(INTEL_MID_RANGE)).statusCode).toBe(200), {
      timeout: 10_000,
      interval: 200,
    });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `/api/configurator/build/${savedId}` })).statusCode,
    ).toBe(200);
    const after = lines.slice(outageLines);
    expect(after.filter((l) => l.level >= 50)).toEqual([]);
    expect(after.filter((l) => l.level === 40).map((l) => l.msg)).toEqual([
      'database unavailable: calls answer 503 until it answers again',
      'database available again',
    ]);
  }, 60_000);
});
