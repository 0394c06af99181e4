import { measureThroughput, startServer } from '../lib/load';
import { throughputRows } from '../lib/throughput-rows';
import type { BenchCase } from '../lib/types';

/**
 * GET /api/settings on the real app: the cheapest real endpoint, so it
 * measures the platform's own cost (hooks, headers, serialisation).
 */
export const apiThroughput: BenchCase = {
  name: 'api throughput',
  async run(context) {
    const baseline = await context.helloWorld('api throughput');
    const server = await startServer(context.rootDir, 'real-app');
    try {
      const result = await measureThroughput({ url: `${server.baseUrl}/api/settings` });
      return throughputRows('GET /api/settings', result, baseline, {
        minRatio: null,
        maxP99Ms: 50,
      });
    } finally {
      await server.stop();
    }
  },
};
