/**
 * The dataset tests (real-parts, the seed cross-check, the full import) skip where
 * ../shared/datasets is absent, which a developer's clone may be. CI must not skip them
 * silently: .ci/run sets REQUIRE_DATASETS=1, and then their absence fails here, naming the
 * folder the tests looked in.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILDCORES_DIR, buildcoresAvailable } from './buildcores-parts';

const PC_PART_DIR = path.join(BUILDCORES_DIR, '..', 'pc-part-dataset');

describe('the shared datasets', () => {
  it.runIf(process.env.REQUIRE_DATASETS === '1')(
    'are where the dataset tests read them (REQUIRE_DATASETS=1)',
    () => {
      expect(buildcoresAvailable, `BuildCores OpenDB not found at ${BUILDCORES_DIR}`).toBe(true);
      expect(existsSync(PC_PART_DIR), `pc-part-dataset not found at ${PC_PART_DIR}`).toBe(true);
    },
  );
});
