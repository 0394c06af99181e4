import { describe, expect, it } from 'vitest';
import { buildSchema } from '../contracts/build';
import { createBuild } from './build-model';
import { parseStoredBuild, restoreBuild } from './stored-build';
import { fullBuild } from './transition-fixtures';

describe('restoring a stored build', () => {
  it('restores a saved build exactly', () => {
    const build = fullBuild({ publicId: 'abc' });
    expect(restoreBuild(JSON.stringify(build))).toEqual(build);
  });

  it('falls back to the defaults when absent', () => {
    expect(restoreBuild(null)).toEqual(createBuild());
  });

  it.each([
    '{not json',
    '"a string"',
    '[]',
    'null',
    '{"buildStep":9}',
    '{"chipset":"AMD"}',
    '{"cpu":"Bad Id!"}',
  ])('falls back to the defaults for corrupt text %s', (text) => {
    expect(restoreBuild(text)).toEqual(createBuild());
  });

  it('fills missing fields with the defaults', () => {
    expect(restoreBuild('{"chipset":2,"buildStep":2}')).toEqual(
      createBuild({ chipset: 2, buildStep: 2 }),
    );
  });

  it('agrees with the API build schema', () => {
    const samples: unknown[] = [
      fullBuild(),
      {},
      { buildStep: 0 },
      { buildSubStep: 14 },
      { fansTotal: 0 },
      { caseSize: 5 },
      { buildMode: 'pro' },
      { AssistModeGroup: 3 },
      { publicId: 'x'.repeat(65) },
      { buildStart: 'yes' },
      { os: 'win-11' },
      { os: 'Win 11' },
    ];
    for (const sample of samples) {
      const zodResult = buildSchema.safeParse(sample);
      expect(parseStoredBuild(sample)).toEqual(zodResult.success ? zodResult.data : null);
    }
  });
});
