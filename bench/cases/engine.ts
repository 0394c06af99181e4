import { runCompiledRows } from '../lib/compiled';
import type { BenchCase } from '../lib/types';

/**
 * The engine budgets (engine-timings.ts), timed on the engine compiled as production compiles
 * it, in a plain node process: under tsx every closure would be wrapped in a naming helper.
 * Alone: `node --import tsx bench/run.ts engine`.
 */
export const engine: BenchCase = {
  name: 'engine',
  run: (context) => runCompiledRows(context.rootDir, 'bench/cases/engine-timings.ts'),
};
