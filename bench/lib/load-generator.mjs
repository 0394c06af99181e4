// @ts-check
/**
 * The load generator in a process of its own: autocannon parses every answer in JavaScript, and
 * inside the bench's own process (which has loaded PGlite, Playwright and every case) its
 * garbage collection made it the bottleneck (docs/performance.md), so the figures measured the
 * generator. Reads the run from argv[2] (JSON), prints the result.
 */
import autocannon from 'autocannon';

const options = JSON.parse(process.argv[2] ?? '{}');
const result = await autocannon(options);
console.log(
  JSON.stringify({
    reqPerSec: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
);
