import { measureThroughput, startServer } from '../lib/load';
import { throughputRows } from '../lib/throughput-rows';
import type { BenchCase, BenchRow } from '../lib/types';

/** The lists the configurator fetches most: the biggest curated lists, answered from memory. */
const LISTS = [
  '/api/configurator/allgpucomponents',
  '/api/configurator/allmemorycomponents',
] as const;

/** What every browser sends: the lists' cached answers go compressed once per catalogue version. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * GET component lists on the real app (seeded curated catalogue) against the
 * hello-world baseline of the same run: a regression guard of >= 40 %, p99 <= 50 ms, no errors
 * (DESIGN.md section 8), requested as a browser requests them. The GPU list is also
 * measured without Accept-Encoding (a client that takes identity bytes), for the record:
 * the time then goes to writing ~6.5 KB per answer where hello-world writes a dozen bytes.
 */
export const componentList: BenchCase = {
  name: 'component list',
  async run(context) {
    const baseline = await context.helloWorld('component list');
    const server = await startServer(context.rootDir, 'real-app');
    try {
      const rows: BenchRow[] = [];
      for (const list of LISTS) {
        const result = await measureThroughput({
          url: `${server.baseUrl}${list}`,
          headers: BROWSER,
        });
        rows.push(
          ...throughputRows(`GET ${list.replace('/api/configurator/', '')}`, result, baseline, {
            minRatio: 0.4,
            maxP99Ms: 50,
          }),
        );
      }
      const identity = await measureThroughput({ url: `${server.baseUrl}${LISTS[0]}` });
      const ratio = identity.reqPerSec / baseline.reqPerSec;
      rows.push({
        name: 'GET allgpucomponents without Accept-Encoding (for the record)',
        measured: `${Math.round(identity.reqPerSec)} req/s = ${(ratio * 100).toFixed(0)}%, p99 ${identity.p99Ms} ms`,
        budget: '-',
        pass: identity.errors === 0,
        values: { ...identity, ratio },
      });
      return rows;
    } finally {
      await server.stop();
    }
  },
};
