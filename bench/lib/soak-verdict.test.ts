import { describe, expect, it } from 'vitest';
import { soakChecks, type SoakWindow } from './soak-verdict';

const windows = (p99s: number[], rss: number[] = p99s.map(() => 500)): SoakWindow[] =>
  p99s.map((p99Ms, index) => ({ errors: 0, p99Ms, rssMb: rss[index] ?? 500 }));

const check = (all: SoakWindow[], what: string) => soakChecks(all).find((c) => c.what === what)!;

describe('soakChecks', () => {
  it('passes one window spiking among the last ones (a major GC), within the worst bound', () => {
    // CI's run of 2026-11-29: the fifth window collected (RSS 894 -> 546 MB) and read 90 ms.
    const all = windows([62, 34, 39, 23, 90, 19], [882, 889, 890, 894, 546, 546]);
    expect(check(all, 'p99 stable after warm-up').pass).toBe(true);
    expect(check(all, 'memory growth after warm-up').pass).toBe(true);
  });

  it('fails a p99 that rises over the last windows', () => {
    expect(check(windows([60, 40, 20, 50, 60, 70]), 'p99 stable after warm-up').pass).toBe(false);
  });

  it('fails any window after warm-up above 100 ms, and any error', () => {
    expect(check(windows([60, 40, 20, 20, 120, 20]), 'p99 stable after warm-up').pass).toBe(false);
    const failing = windows([20, 20, 20, 20, 20, 20]);
    failing[3] = { ...failing[3]!, errors: 1 };
    expect(check(failing, 'errors').pass).toBe(false);
  });

  it('fails memory that keeps growing after warm-up', () => {
    const all = windows([20, 20, 20, 20, 20, 20], [400, 450, 500, 540, 560, 580]);
    expect(check(all, 'memory growth after warm-up').pass).toBe(false);
  });
});
