// autocannon ships no types; this declares the small part of its programmatic API the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    warmup?: { connections?: number; duration?: number };
    /** A sequence each connection sends in turn (the soak's shopper mix). */
    requests?: {
      method?: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
    }[];
    /** Requests per second over all connections. */
    overallRate?: number;
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
