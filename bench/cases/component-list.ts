import { measureThroughput, startServer } from '../lib/load';
import { throughputRows } from '../lib/throughput-rows';
import type { BenchCase, BenchRow } from '../lib/types';

/** The lists the configurator fetches most: the biggest curated lists, answered from memory. */
const LISTS = [
  '/api/configurator/allgpucomponents',
  '/api/configurator/allmemorycomponents',
] as const;

/**
 * GET component lists on the real app (seeded curated catalogue) against the
 * hello-world baseline of the same run: budget >= 50 %, p99 <= 50 ms, no errors
 * (DESIGN.md section 8).
 */
export const componentList: BenchCase = {
  name: 'component list',
  async run(context) {
    const baseline = await context.helloWorld();
    const server = await startServer(context.rootDir, 'real-app');
    try {
      const rows: BenchRow[] = [];
      for (const list of LISTS) {
        const result = await measureThroughput({ url: `${server.baseUrl}${list}` });
        rows.push(
          ...throughputRows(`GET ${list.replace('/api/configurator/', '')}`, result, baseline, {
            minRatio: 0.5,
            maxP99Ms: 50,
          }),
        );
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};
