import { describe, expect, it } from 'vitest';
import { cpuOf, scenario } from '../../domain/compatibility/test-fixtures';
import { summariseBuild } from './build-overview';

describe('summariseBuild', () => {
  it('keeps a retired part in a saved build, marked retired, so its page opens and says so', () => {
    const { build, index } = scenario({ cpu: cpuOf({}, { stock: { status: 'retired' } }) });
    const { components } = summariseBuild(build, index, '2026-11-27');
    expect(components.find((part) => part.category === 'cpu')).toMatchObject({
      id: 'cpu-am5',
      retired: true,
    });
    expect(components.filter((part) => part.retired)).toHaveLength(1);
  });
});
