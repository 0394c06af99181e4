/** Fixtures for the transition tests: a build with every selection made, and an issue. */
import type { Issue } from '../issues/issue-types';
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

/** An issue as the validation answer carries it; a plain error on the fullBuild's gpu by default. */
export function anIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    type: 'error',
    tag: 'gpu-too-long',
    message: 'The Big GPU is 360 mm long, but the Small Case takes cards up to 336 mm.',
    detail: 'Choose a shorter card or a larger case.',
    mainComponent: 'gpu-a',
    connectingComponent: null,
    route: 'gpu',
    ...overrides,
  };
}
