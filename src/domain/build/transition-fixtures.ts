/** A build with every selection made, for the transition tests. */
import { createBuild, type Build } from './build-model';

export function fullBuild(overrides: Partial<Build> = {}): Build {
  return createBuild({
    chipset: 2,
    case: 'case-a',
    caseSize: 2,
    cpu: 'cpu-a',
    motherboard: 'board-a',
    memory: 'memory-a',
    gpu: 'gpu-a',
    storage: 'ssd-a',
    secondaryStorage: 'ssd-b',
    tertiaryStorage: 'hdd-c',
    psu: 'psu-a',
    coolingCpu: 'cooler-a',
    fans: 'fans-a',
    fansTotal: 3,
    soundcard: 'sound-a',
    networking: 'net-a',
    os: 'os-a',
    sundries: 'sundry-a',
    publicId: 'PUB123',
    buildStep: 3,
    buildSubStep: 5,
    buildMode: 'assist',
    buildStart: true,
    buildComplete: false,
    ...overrides,
  });
}
