import { LOAD } from './load';
import type { BenchRow, ThroughputResult } from './types';

export interface ThroughputBudget {
  /**
   * Minimum share of the hello-world req/s measured in the same run (e.g. 0.4); null prints
   * the share for the record, with no bound (calls DESIGN.md section 8 sets no guard for).
   */
  minRatio?: number | null;
  /** Minimum absolute req/s (write benches). */
  minReqPerSec?: number;
  maxP99Ms: number;
}

/** The rows every throughput case prints: req/s (against a ratio or absolute floor), p99 and errors. */
export function throughputRows(
  name: string,
  result: ThroughputResult,
  baseline: ThroughputResult | null,
  budget: ThroughputBudget,
): BenchRow[] {
  const rows: BenchRow[] = [];
  const method = `autocannon ${LOAD.connections} connections, ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s warm-up, 1 run (mean req/s)`;
  const values = { reqPerSec: result.reqPerSec, p99Ms: result.p99Ms, errors: result.errors };
  if (budget.minRatio !== undefined && baseline) {
    const ratio = result.reqPerSec / baseline.reqPerSec;
    const bound = budget.minRatio;
    rows.push({
      name: `${name}: req/s vs hello-world${bound === null ? ' (for the record)' : ''}`,
      measured: `${Math.round(result.reqPerSec)} req/s = ${(ratio * 100).toFixed(0)}% of ${Math.round(baseline.reqPerSec)}`,
      budget: bound === null ? '-' : `>= ${(bound * 100).toFixed(0)}%`,
      pass: bound === null || ratio >= bound,
      method,
      values: { ...values, ratio, helloWorldReqPerSec: baseline.reqPerSec },
    });
  }
  if (budget.minReqPerSec !== undefined) {
    rows.push({
      name: `${name}: req/s`,
      measured: `${Math.round(result.reqPerSec)} req/s`,
      budget: `>= ${budget.minReqPerSec}`,
      pass: result.reqPerSec >= budget.minReqPerSec,
      method,
      values,
    });
  }
  rows.push(
    {
      name: `${name}: p99 latency`,
      measured: `${result.p99Ms} ms`,
      budget: `<= ${budget.maxP99Ms} ms`,
      pass: result.p99Ms <= budget.maxP99Ms,
      method: method.replace('mean req/s', 'p99 of that run'),
    },
    {
      name: `${name}: errors`,
      measured: String(result.errors),
      budget: '0',
      pass: result.errors === 0,
      method: 'same run: errors + timeouts + non-2xx',
    },
  );
  return rows;
}
