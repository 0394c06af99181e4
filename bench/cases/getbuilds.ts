import { FEATURED_BUILDS_QUERY } from '../../src/domain/contracts/preconfigured-build-constants';
import { measureThroughput, startServer, type LoadRequest, type RunningServer } from '../lib/load';
import { throughputRows } from '../lib/throughput-rows';
import type { BenchCase, BenchRow } from '../lib/types';
import { BROWSER_HEADERS } from '../lib/fixtures';

const FILTERED = 'chipset=2&gameId=12&resolutionId=2&pageSize=9&pageNumber=1';
/** What every browser sends: the answers (10-20 KB of JSON) go brotli-compressed, as in the shop. */

/** The home page's call (POST with the anti-forgery token, as the web app sends it) and a filtered listing page. */
async function requests(server: RunningServer): Promise<[string, LoadRequest][]> {
  const settings = (await (await fetch(`${server.baseUrl}/api/settings`)).json()) as {
    data: { csrfToken: string };
  };
  const featured: LoadRequest = {
    url: `${server.baseUrl}/api/configurator/getbuilds`,
    method: 'POST',
    headers: {
      ...BROWSER_HEADERS,
      'content-type': 'application/json',
      'x-csrf-token': settings.data.csrfToken,
    },
    body: JSON.stringify(FEATURED_BUILDS_QUERY),
  };
  const filtered: LoadRequest = {
    url: `${server.baseUrl}/api/configurator/getbuilds?${FILTERED}`,
    headers: BROWSER_HEADERS,
  };
  // One request each first: a wrong token or query shows as a clear failure, not as 100,000 errors.
  for (const probe of [featured, filtered]) {
    const res = await fetch(probe.url, {
      method: probe.method ?? 'GET',
      ...(probe.headers ? { headers: probe.headers } : {}),
      ...(probe.body ? { body: probe.body } : {}),
    });
    if (res.status !== 200)
      throw new Error(`${probe.url} answered ${res.status}: ${await res.text()}`);
  }
  return [
    ['POST getbuilds (featured)', featured],
    [`GET getbuilds?${FILTERED}`, filtered],
  ];
}

/**
 * The pre-configured listing calls on the real app (seeded curated catalogue, answers from
 * memory) against the hello-world baseline of the same run: the share for the record (DESIGN.md
 * section 8 guards only the component lists and validate), p99 <= 50 ms, no errors.
 */
export const getBuilds: BenchCase = {
  name: 'getbuilds',
  async run(context) {
    const baseline = await context.helloWorld('getbuilds');
    const server = await startServer(context.rootDir, 'real-app');
    try {
      const rows: BenchRow[] = [];
      for (const [name, request] of await requests(server)) {
        const result = await measureThroughput(request);
        rows.push(...throughputRows(name, result, baseline, { minRatio: null, maxP99Ms: 50 }));
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};
