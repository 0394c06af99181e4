/** The soak's pass/fail rules (bench/soak.ts), kept apart so they are tested without a server. */

export interface SoakWindow {
  errors: number;
  p99Ms: number;
  rssMb: number;
}

export interface SoakCheck {
  what: string;
  measured: string;
  budget: string;
  pass: boolean;
}

export const SOAK_LIMITS = {
  /** Windows left out at the start (JIT, caches filling). */
  warmupWindows: 2,
  /** No window after warm-up may have a p99 above this. */
  maxP99Ms: 100,
  /** Resident memory after warm-up may grow this much (a fraction). */
  maxMemoryGrowth: 0.1,
  /**
   * The end of the run is the median of this many last windows: a trend shows in most of them,
   * while one window's spike (a major GC, the machine) is noise, bounded by maxP99Ms instead.
   * (A median of two is the larger of the two.)
   */
  lastWindows: 3,
} as const;

/** A true median for an odd count; the upper middle value for an even one. */
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Errors, p99 stability and memory growth over the windows measured after warm-up. */
export function soakChecks(windows: readonly SoakWindow[]): SoakCheck[] {
  const { warmupWindows, maxP99Ms, maxMemoryGrowth, lastWindows } = SOAK_LIMITS;
  const measured = windows.slice(warmupWindows);
  const last = measured.slice(-lastWindows);
  const errors = windows.reduce((sum, w) => sum + w.errors, 0);
  const firstP99 = measured[0]?.p99Ms ?? Number.NaN;
  const lastP99 = median(last.map((w) => w.p99Ms));
  const worstP99 = Math.max(...measured.map((w) => w.p99Ms));
  const startRss = measured[0]?.rssMb ?? Number.NaN;
  const endRss = median(last.map((w) => w.rssMb));
  const growth = endRss / startRss - 1;
  return [
    { what: 'errors', measured: String(errors), budget: '0', pass: errors === 0 },
    {
      what: 'p99 stable after warm-up',
      measured: `first ${firstP99} ms, last ${lastP99} ms (median of the last ${last.length} windows), worst ${worstP99} ms`,
      budget: `last ≤ 2× first + 10 ms, worst ≤ ${maxP99Ms} ms`,
      pass: lastP99 <= 2 * firstP99 + 10 && worstP99 <= maxP99Ms,
    },
    {
      what: 'memory growth after warm-up',
      measured: `${startRss.toFixed(1)} → ${endRss.toFixed(1)} MB (${(growth * 100).toFixed(1)} %)`,
      budget: `≤ ${maxMemoryGrowth * 100} %`,
      pass: growth <= maxMemoryGrowth,
    },
  ];
}
