import { describe, expect, it } from 'vitest';
import { baselineRow, trustRow, type Baseline } from './trust';

const run = (name: string, reqPerSec: number): Baseline => ({
  case: name,
  result: { reqPerSec, p99Ms: 6, errors: 0 },
});

describe('trustRow', () => {
  it('trusts a quiet run whose baselines agree', () => {
    const row = trustRow([run('api throughput', 41_000), run('build api', 38_500)], 0.6, 2);
    expect(row.pass).toBe(true);
    expect(row.measured).toBe('load 0.60 at start, baselines 38,500-41,000 req/s');
    expect(row.note).toBeUndefined();
  });

  it('distrusts a run with more runnable work than cores', () => {
    const row = trustRow([run('api throughput', 41_000)], 2.4, 2);
    expect(row.pass).toBe(false);
    expect(row.note).toContain('load 2.40 on 2 cores');
  });

  it('distrusts a baseline far below what this kind of machine answers', () => {
    const row = trustRow([run('api throughput', 14_000), run('build api', 14_500)], 0.5, 2);
    expect(row.pass).toBe(false);
    expect(row.note).toContain('a baseline of 14,000 req/s, below 15,000');
  });

  it('distrusts a run whose baselines are more than 1.5x apart (one taken while something else ran)', () => {
    const baselines = [run('api throughput', 19_947), run('component list', 40_899)];
    const row = trustRow(baselines, 0.63, 2);
    expect(row.pass).toBe(false);
    expect(row.note).toContain('baselines from 19,947 to 40,899 req/s, more than 1.5x apart');
    expect(trustRow([run('a', 30_000), run('b', 45_000)], 0.63, 2).pass).toBe(true);
  });
});

describe('baselineRow', () => {
  it('reports every hello-world run beside the case it served', () => {
    const row = baselineRow([run('api throughput', 41_254.4), run('build api', 39_000)]);
    expect(row.measured).toBe('39,000-41,254 req/s (2 runs)');
    expect(row.note).toBe(
      'api throughput: 41,254 req/s, p99 6 ms; build api: 39,000 req/s, p99 6 ms',
    );
    expect(baselineRow([run('build api', 39_000)]).measured).toBe('39,000 req/s, p99 6 ms');
  });
});
