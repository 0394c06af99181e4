import type { BenchRow, ThroughputResult } from './types';

/**
 * Half of what hello-world Fastify answered on the first quiet 2-core bench machine; bench hosts
 * run in slower and faster phases (docs/performance.md has the figures). On a busy machine the
 * single-threaded load generator caps both sides near the same figure and every ratio drifts
 * towards 100 %: below half the first machine's baseline, or with more
 * runnable work than cores, the throughput figures are reported as untrusted (a failing row)
 * instead of passing.
 */
export const MIN_TRUSTED_BASELINE_REQ_PER_SEC = 15_000;

/**
 * The most the run's best hello-world figure may exceed its worst. Each throughput case is
 * divided by the hello-world run just before it; a baseline taken while something else ran
 * (docs/performance.md has an example) flatters that case's ratios, and only its distance from
 * the other baselines of the run shows it.
 */
export const MAX_BASELINE_SPREAD = 1.5;

/** A hello-world run, and the throughput case it is the baseline of. */
export interface Baseline {
  case: string;
  result: ThroughputResult;
}

const reqPerSec = (value: number) => Math.round(value).toLocaleString('en-GB');

/** The reference row: every hello-world run of this run, beside the case it served. */
export function baselineRow(baselines: readonly Baseline[]): BenchRow {
  const figures = baselines.map((b) => b.result.reqPerSec);
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  return {
    name: 'hello-world Fastify (same run, before each throughput case)',
    measured:
      baselines.length === 1
        ? `${reqPerSec(low)} req/s, p99 ${baselines[0]?.result.p99Ms} ms`
        : `${reqPerSec(low)}-${reqPerSec(high)} req/s (${baselines.length} runs)`,
    budget: '-',
    pass: true,
    note: baselines
      .map((b) => `${b.case}: ${reqPerSec(b.result.reqPerSec)} req/s, p99 ${b.result.p99Ms} ms`)
      .join('; '),
    values: { lowReqPerSec: low, highReqPerSec: high, runs: baselines.length },
  };
}

/** The row that says whether this run's throughput ratios can be trusted. */
export function trustRow(
  baselines: readonly Baseline[],
  loadAtStart: number,
  cores: number,
): BenchRow {
  const figures = baselines.map((b) => b.result.reqPerSec);
  const low = Math.min(...figures);
  const high = Math.max(...figures);
  const problems = [
    ...(loadAtStart > cores ? [`load ${loadAtStart.toFixed(2)} on ${cores} cores`] : []),
    ...(low < MIN_TRUSTED_BASELINE_REQ_PER_SEC
      ? [
          `a baseline of ${reqPerSec(low)} req/s, below ${reqPerSec(MIN_TRUSTED_BASELINE_REQ_PER_SEC)}`,
        ]
      : []),
    ...(high > low * MAX_BASELINE_SPREAD
      ? [
          `baselines from ${reqPerSec(low)} to ${reqPerSec(high)} req/s, more than ${MAX_BASELINE_SPREAD}x apart`,
        ]
      : []),
  ];
  return {
    name: 'machine quiet enough to trust throughput ratios',
    measured: `load ${loadAtStart.toFixed(2)} at start, baselines ${reqPerSec(low)}-${reqPerSec(high)} req/s`,
    budget: `load ≤ ${cores}, baseline ≥ ${reqPerSec(MIN_TRUSTED_BASELINE_REQ_PER_SEC)}, best ≤ ${MAX_BASELINE_SPREAD}x worst`,
    pass: problems.length === 0,
    ...(problems.length > 0
      ? {
          note: `${problems.join('; ')}: the machine was busy or changed speed during the run; rerun the throughput cases with nothing else running`,
        }
      : {}),
  };
}
