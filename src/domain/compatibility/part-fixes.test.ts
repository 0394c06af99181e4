import { describe, expect, it } from 'vitest';
import { partsThatFit } from './part-fixes';
import { boardOf, fansOf, gpuOf, memoryOf, psuOf, scenario } from './test-fixtures';
import { validate } from './validate';

/** The default case clears 340 mm cards; the chosen card is 360 mm long. */
const tooLong = gpuOf({ lengthMm: 360 }, { id: 'gpu-360', pricePence: 60_000 });
const alternatives = [
  gpuOf({ lengthMm: 350 }, { id: 'gpu-350-cheap', pricePence: 20_000 }),
  gpuOf({ lengthMm: 300 }, { id: 'gpu-300', pricePence: 45_000 }),
  gpuOf(
    { lengthMm: 320 },
    { id: 'gpu-320-away', pricePence: 30_000, stock: { status: 'temp-unavailable' } },
  ),
  gpuOf({ lengthMm: 310 }, { id: 'gpu-310', pricePence: 70_000 }),
  gpuOf({ lengthMm: 280, boardPowerW: 900 }, { id: 'gpu-hungry', pricePence: 35_000 }),
  gpuOf({ lengthMm: 250 }, { id: 'gpu-250', pricePence: 80_000 }),
  gpuOf({ lengthMm: 240 }, { id: 'gpu-240', pricePence: 90_000 }),
];

describe('partsThatFit', () => {
  const { build, index, products } = scenario({ gpu: tooLong }, {}, alternatives);
  const gpus = products.filter((p) => p.category === 'gpu');

  it('the build has the conflict to fix', () => {
    const { issues } = validate(build, index);
    expect(issues.map((i) => [i.type, i.mainComponent])).toContainEqual(['error', 'gpu-360']);
  });

  it('lists up to three in-stock cards that fit, cheapest first, with the price difference', () => {
    const fits = partsThatFit(build, 'gpu', gpus, index);
    expect(fits.map((f) => [f.product.id, f.priceDifferencePence])).toEqual([
      ['gpu-300', -15_000],
      ['gpu-310', 10_000],
      ['gpu-250', 20_000],
    ]);
    for (const { product } of fits) {
      const swapped = validate({ ...build, gpu: product.id }, index);
      expect(
        [...swapped.issues, ...swapped.warnings].filter(
          (i) => i.mainComponent === product.id || i.connectingComponent === product.id,
        ),
      ).toEqual([]);
    }
  });

  it.each([
    ['too long for the case', 'gpu-350-cheap'],
    ['not in stock', 'gpu-320-away'],
    ['drawing more than the power supply gives', 'gpu-hungry'],
    ['the current choice', 'gpu-360'],
  ])('leaves out a card %s', (_, id) => {
    expect(
      partsThatFit(build, 'gpu', gpus, index, { limit: 10 }).map((f) => f.product.id),
    ).not.toContain(id);
  });

  it('answers "show parts that fit" for an empty field, priced in full', () => {
    const empty = { ...build, gpu: null };
    const fits = partsThatFit(empty, 'gpu', gpus, index, { limit: 1 });
    expect(fits.map((f) => [f.product.id, f.priceDifferencePence])).toEqual([['gpu-300', 45_000]]);
  });

  it('prices the difference against the part chosen now', () => {
    const fitted = scenario({}, {}, [
      psuOf({ wattage: 1000 }, { id: 'psu-1000', pricePence: 20_000 }),
    ]);
    const psus = fitted.products.filter((p) => p.category === 'psu');
    const fits = partsThatFit(fitted.build, 'psu', psus, fitted.index);
    expect(fits.map((f) => [f.product.id, f.priceDifferencePence])).toEqual([['psu-1000', 10_000]]);
  });

  it('counts a fan pack as many times as the build takes it', () => {
    const single = (id: string, pricePence: number) =>
      fansOf({ packSize: 1, maxNumAllowed: 3 }, { id, pricePence });
    const fitted = scenario({ fans: single('fan-a', 2_000) }, { fansTotal: 2 }, [
      single('fan-b', 1_500),
    ]);
    const fans = fitted.products.filter((p) => p.category === 'fans');
    const fits = partsThatFit(fitted.build, 'fans', fans, fitted.index);
    expect(fits.map((f) => [f.product.id, f.priceDifferencePence])).toEqual([['fan-b', -1_000]]);
  });

  it('answers nothing while the build has no chipset or case', () => {
    expect(partsThatFit({ ...build, chipset: null }, 'gpu', gpus, index)).toEqual([]);
  });

  describe('where the catalogue lacks a fact every part of the category needs', () => {
    // A board whose maximum memory speed is unknown: no kit's speed can be verified on it.
    const { build, index, products } = scenario(
      {
        motherboard: boardOf({ maxMemorySpeedMts: null }),
        memory: memoryOf({ type: 'DDR4' }, { id: 'kit-ddr4', pricePence: 5_000 }),
      },
      {},
      [
        memoryOf({}, { id: 'kit-ddr5-cheap', pricePence: 6_000 }),
        memoryOf({}, { id: 'kit-ddr5-dear', pricePence: 9_000 }),
        memoryOf({ type: 'DDR4' }, { id: 'kit-ddr4-other', pricePence: 4_000 }),
      ],
    );
    const kits = products.filter((p) => p.category === 'memory');

    it('lists the parts that clear the conflict, each with its caveat, cheapest first', () => {
      const fits = partsThatFit(build, 'memory', kits, index);
      expect(fits.map((f) => [f.product.id, f.priceDifferencePence])).toEqual([
        ['kit-ddr5-cheap', 1_000],
        ['kit-ddr5-dear', 4_000],
      ]);
      for (const fit of fits) expect(fit.caveat).toMatch(/^We could not verify that .* full speed/);
    });

    it('gives a part nothing is said about no caveat', () => {
      const clean = memoryOf({}, { id: 'kit-clean', pricePence: 20_000 });
      const known = scenario(
        { motherboard: boardOf(), memory: memoryOf({ type: 'DDR4' }, { id: 'kit-ddr4' }) },
        {},
        [clean],
      );
      const fits = partsThatFit(known.build, 'memory', [clean], known.index);
      expect(fits.map((f) => [f.product.id, f.caveat])).toEqual([['kit-clean', null]]);
    });
  });
});
