/** The power supply against the build: wattage and headroom, and the graphics card's power connectors. */
import type { GpuProduct, PsuProduct } from '../../catalog/specs';
import { estimatePower, recommendedPsuW } from '../power-estimate';
import { issueDraft, notVerified, partName, plural, type Rule } from '../rule';
import { psusOfAtLeast } from '../suggestions';

export const psuWattageRule: Rule = {
  name: 'psu-wattage',
  // Every part with a power allowance changes the estimate.
  fields: [
    'psu',
    'cpu',
    'gpu',
    'motherboard',
    'memory',
    'storage',
    'secondaryStorage',
    'tertiaryStorage',
    'coolingCpu',
    'fans',
    'fansTotal',
    'soundcard',
    'networking',
    'case',
  ],
  check({ build, parts, index, options, out }) {
    const { psu, cpu, gpu } = parts;
    if (!psu || (!cpu && !gpu)) return;
    const watts = psu.specs.wattage;
    const estimate = estimatePower(parts, build.fansTotal);
    if (watts === null) {
      out.add(
        notVerified(
          'psu-wattage',
          'psu',
          psu,
          [cpu, gpu],
          () =>
            `We could not verify that the ${partName(psu)} is powerful enough: its wattage is unknown.`,
        ),
      );
      return;
    }
    if (watts < estimate.estimatedW) {
      const recommended = recommendedPsuW(estimate.estimatedW, psu.specs.atx3);
      out.add(
        issueDraft({
          type: 'error',
          tag: 'psu-wattage-too-low',
          route: 'psu',
          main: psu,
          connecting: [cpu, gpu],
          message: () =>
            `The ${partName(psu)} gives ${watts} W, but this build can draw about ${estimate.estimatedW} W.`,
          detail: () =>
            `Choose a power supply of at least ${recommended} W${options.explain ? `: ${psusOfAtLeast(index, recommended)}` : '.'}`,
        }),
      );
      return;
    }
    const unknownPart = estimate.unknownPart;
    if (unknownPart) {
      out.add(
        notVerified(
          'psu-wattage',
          'psu',
          psu,
          [cpu, gpu],
          () =>
            `We could not verify that the ${partName(psu)} is powerful enough: the power draw of the ${partName(unknownPart)} is unknown.`,
        ),
      );
      return;
    }
    if (!options.advisories) return;
    const recommended = recommendedPsuW(estimate.estimatedW, psu.specs.atx3);
    if (watts >= recommended) return;
    out.add(
      issueDraft({
        type: 'warning',
        tag: 'psu-headroom-low',
        route: 'psu',
        main: psu,
        connecting: [cpu, gpu],
        message: () =>
          `The ${partName(psu)} gives ${watts} W; this build draws about ${estimate.estimatedW} W and we recommend ${recommended} W${psu.specs.atx3 === true ? '' : ' for a unit without ATX 3.x spike tolerance'}.`,
        detail: () =>
          `It will run, with little margin for power spikes and upgrades; a power supply of ${recommended} W or more leaves room.`,
      }),
    );
  },
};

/** 8-pin cables an adapter needs to feed one 16-pin socket: 150 W per 8-pin, 2 to 4 of them. */
function eightPinsPerAdapter(gpu: GpuProduct): number {
  const power = gpu.specs.boardPowerW;
  return power === null ? 4 : Math.min(4, Math.max(2, Math.ceil(power / 150)));
}

type ConnectorVerdict = 'native' | 'adapter' | 'short';

export function connectorVerdict(gpu: GpuProduct, psu: PsuProduct): ConnectorVerdict | null {
  const needs = gpu.specs.powerConnectors;
  const has = psu.specs.connectors;
  if (needs === null || has === null) return null;
  let need16 = 0;
  let need8 = 0;
  for (const connector of needs) {
    if (connector === '16-pin') need16 += 1;
    else need8 += 1; // a 6+2-pin cable serves a 6-pin socket as well as an 8-pin one
  }
  const spare8 = has.pcie8Pin - need8;
  if (spare8 < 0) return 'short';
  const missing16 = need16 - has.pcie16Pin;
  if (missing16 <= 0) return 'native';
  return spare8 >= missing16 * eightPinsPerAdapter(gpu) ? 'adapter' : 'short';
}

function describeNeeds(gpu: GpuProduct): string {
  const needs = gpu.specs.powerConnectors ?? [];
  const counts = new Map<string, number>();
  for (const connector of needs) counts.set(connector, (counts.get(connector) ?? 0) + 1);
  return [...counts].map(([connector, count]) => `${count} × ${connector}`).join(' and ');
}

function describeHas(psu: PsuProduct): string {
  const has = psu.specs.connectors;
  if (!has) return 'unknown';
  return `${plural(has.pcie16Pin, '16-pin cable')} and ${plural(has.pcie8Pin, '8-pin PCIe cable')}`;
}

export const gpuPowerConnectorsRule: Rule = {
  name: 'gpu-power-connectors',
  fields: ['gpu', 'psu'],
  check({ parts: { gpu, psu }, out }) {
    if (
      !gpu ||
      !psu ||
      (gpu.specs.powerConnectors !== null && gpu.specs.powerConnectors.length === 0)
    )
      return;
    const verdict = connectorVerdict(gpu, psu);
    if (verdict === null) {
      out.add(
        notVerified(
          'gpu-power-connectors',
          'psu',
          psu,
          gpu,
          () =>
            `We could not verify that the ${partName(psu)} has the cables the ${partName(gpu)} needs: the ${gpu.specs.powerConnectors === null ? 'card’s power connectors' : 'power supply’s cables'} are unknown.`,
        ),
      );
      return;
    }
    if (verdict === 'native') return;
    const needs = describeNeeds(gpu);
    if (verdict === 'adapter') {
      out.add(
        issueDraft({
          type: 'partiallyincompatible',
          tag: 'gpu-power-adapter-needed',
          route: 'psu',
          main: psu,
          connecting: gpu,
          message: () =>
            `The ${partName(gpu)} needs ${needs} power, and the ${partName(psu)} has ${describeHas(psu)}, so it needs the adapter that comes with the card.`,
          detail: () =>
            'It works with the adapter; a power supply with a native 16-pin (12V-2x6) cable makes a tidier build.',
        }),
      );
      return;
    }
    out.add(
      issueDraft({
        type: 'error',
        tag: 'gpu-power-connectors-short',
        route: 'psu',
        main: psu,
        connecting: gpu,
        message: () =>
          `The ${partName(gpu)} needs ${needs} power, but the ${partName(psu)} has ${describeHas(psu)}.`,
        detail: () => 'Choose a power supply with enough PCIe power cables for this graphics card.',
      }),
    );
  },
};
