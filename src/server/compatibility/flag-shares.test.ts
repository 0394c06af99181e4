/**
 * The figures docs/compatibility.md reports for a typical build on the BuildCores catalogue,
 * held to what the page says of them, so a rule change that moves them fails here until the
 * page is re-measured. Reads ../shared/datasets; skips with a message where it is absent.
 */
import { describe, expect, it } from 'vitest';
import { indexCatalogue } from '../../domain/compatibility/catalogue-index';
import { BUILDCORES_DIR, buildcoresAvailable } from './buildcores-parts';
import { loadBuildcoresCatalogue, measurePairs, measureShares } from './flag-shares';

if (!buildcoresAvailable)
  console.warn(`shared datasets not found at ${BUILDCORES_DIR}: skipping the flag-share figures`);

const share = (part: number, total: number) => Math.round((1000 * part) / total) / 10;

describe.skipIf(!buildcoresAvailable)('flag shares on the BuildCores catalogue', () => {
  const parts = buildcoresAvailable ? loadBuildcoresCatalogue() : [];
  const index = indexCatalogue(parts.map((part) => part.product));

  it('flags boards of the processor’s socket and memory kits true or false, never null, as the page reports', () => {
    const [amd, intel] = measureShares(parts, index);
    expect(amd && intel).toBeTruthy();
    const figures = [amd!, intel!].map((build) => ({
      socketBoardsTrue: share(
        build.sameSocketMotherboards.true,
        build.sameSocketMotherboards.total,
      ),
      boardsNull: build.motherboards.null,
      memoryTrue: share(build.memory.true, build.memory.total),
      memoryNull: build.memory.null,
      coolersTrue: share(build.coolers.true, build.coolers.total),
    }));
    expect(figures).toEqual([
      { socketBoardsTrue: 95.9, boardsNull: 0, memoryTrue: 57, memoryNull: 0, coolersTrue: 36.4 },
      { socketBoardsTrue: 95.3, boardsNull: 0, memoryTrue: 57, memoryNull: 0, coolersTrue: 28.4 },
    ]);
  });

  it('splits the same-socket pairs by the generation tables as the page reports', () => {
    const rows = measurePairs(parts).map((p) => [
      p.socket,
      p.pairs,
      share(p.yes, p.pairs),
      share(p.bios, p.pairs),
      share(p.unlisted, p.pairs),
      share(p.no, p.pairs),
    ]);
    expect(rows).toEqual([
      ['LGA1151', 107_975, 19.7, 13, 10.2, 57.1],
      ['AM4', 50_440, 31.1, 40.7, 0, 23.9],
      ['LGA1200', 17_542, 84, 9.1, 0, 6.8],
      ['LGA1700', 36_285, 55.8, 44.2, 0, 0],
      ['AM5', 23_220, 83.9, 16.1, 0, 0],
    ]);
  });
});
