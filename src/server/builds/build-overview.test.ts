import { describe, expect, it } from 'vitest';
import { cpuOf, scenario, sundriesOf } from '../../domain/compatibility/test-fixtures';
import { validate } from '../../domain/compatibility/validate';
import { pence, poundsToPence } from '../../domain/money/pence';
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

  it('shows the assembly charge as its own line, and its lines add up to the total validate gives', () => {
    const assembly = sundriesOf({ id: 'assembly-mid', pricePence: 8_900 });
    const { build, index } = scenario({}, { caseSize: 2 }, [assembly]);
    const summary = summariseBuild(build, index, '2026-11-27');
    const line = summary.components.find((part) => part.category === 'sundries');
    expect(line).toMatchObject({ id: 'assembly-mid', price: 89 });
    const sum = summary.components.reduce(
      (total, part) => total + poundsToPence(part.price) * part.quantity,
      0,
    );
    expect(summary.totalPence).toBe(pence(sum));
    expect(validate(build, index).totalCost).toBe(summary.totalPence);
  });
});
