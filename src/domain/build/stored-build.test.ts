import { describe, expect, it } from 'vitest';
import { buildSchema } from '../contracts/build';
import { BUILD_DEFAULTS, createBuild } from './build-model';
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

  it('agrees with the API build schema on every field, for every kind of value', () => {
    const values: unknown[] = [
      null,
      0,
      1,
      2,
      4,
      5,
      13,
      14,
      -1,
      1.5,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      true,
      false,
      '',
      'cpu-amd-ryzen-7-9800x3d',
      'Bad Id!',
      'double--dash',
      '-lead',
      'expert',
      'assist',
      'x'.repeat(64),
      'x'.repeat(65),
      [],
      {},
    ];
    for (const field of Object.keys(BUILD_DEFAULTS)) {
      for (const value of values) {
        const sample = { ...fullBuild(), [field]: value };
        const zodResult = buildSchema.safeParse(sample);
        expect(parseStoredBuild(sample), `${field}: ${JSON.stringify(value)}`).toEqual(
          zodResult.success ? zodResult.data : null,
        );
      }
      const { [field]: _left, ...without } = fullBuild() as unknown as Record<string, unknown>;
      const zodResult = buildSchema.safeParse(without);
      expect(parseStoredBuild(without), `${field} left out`).toEqual(
        zodResult.success ? zodResult.data : null,
      );
    }
  });

  it('gives the fields in the order of a new build', () => {
    expect(Object.keys(parseStoredBuild(JSON.parse(JSON.stringify(fullBuild()))) ?? {})).toEqual(
      Object.keys(createBuild()),
    );
  });
});
