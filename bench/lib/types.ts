/** One line of the bench table: what was measured against its budget. */
export interface BenchRow {
  name: string;
  measured: string;
  budget: string;
  pass: boolean;
  /** How it was measured: tool, load, runs and the statistic (bench/run.ts has each case's default). */
  method?: string;
  /** Why a row failed without a measurement (e.g. no build), or extra context. */
  note?: string;
  /** Raw numbers for bench/results/latest.json. */
  values?: Record<string, number>;
}

export interface ThroughputResult {
  reqPerSec: number;
  p99Ms: number;
  errors: number;
}

export interface BenchContext {
  rootDir: string;
  distDir: string;
  /**
   * A hello-world Fastify run, measured when a throughput case asks (just before its own
   * rows), so each ratio compares the same minutes; the run's trust row compares them all.
   */
  helloWorld(caseName: string): Promise<ThroughputResult>;
}

/** A bench case: add a file in bench/cases/ exporting one and list it in bench/run.ts. */
export interface BenchCase {
  name: string;
  run(context: BenchContext): Promise<BenchRow[]>;
}
