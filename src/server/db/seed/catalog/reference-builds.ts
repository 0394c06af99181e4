/**
 * Clean builds from the curated seed, shared by the API tests, the seed tests and the bench
 * (one copy of each, so a seed change breaks one place). Selections only: callers add the
 * wizard state they need.
 */
import type { Build } from '../../../../domain/build/build-model';

type Selections = Partial<Build>;

/** AMD flagship gaming build: no issues, no warnings. */
export const AMD_HIGH_END_SELECTIONS = {
  chipset: 2,
  case: 'case-fractal-design-north',
  caseSize: 2,
  cpu: 'cpu-amd-ryzen-7-9800x3d',
  motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
  memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
  gpu: 'gpu-asus-tuf-gaming-geforce-rtx-5070-ti-oc',
  storage: 'storage-samsung-990-pro-2tb',
  psu: 'psu-corsair-rm850x',
  coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-360',
  os: 'os-microsoft-windows-11-home',
} as const satisfies Selections;

/** Intel mid-range build with a second drive and case fans. */
export const INTEL_MID_RANGE_SELECTIONS = {
  chipset: 1,
  case: 'case-corsair-4000d-airflow',
  caseSize: 2,
  cpu: 'cpu-intel-core-i5-14400f',
  motherboard: 'motherboard-msi-mag-b760-tomahawk-wifi',
  memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
  gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
  storage: 'storage-wd-black-sn850x-1tb',
  secondaryStorage: 'storage-seagate-barracuda-2tb',
  psu: 'psu-corsair-rm750e',
  fans: 'fans-arctic-p12-pwm-pst-5-pack',
  fansTotal: 1,
  os: 'os-microsoft-windows-11-home',
} as const satisfies Selections;

/** Every category filled (so every rule runs): the Intel mid-range build plus the rest. */
export const INTEL_EVERY_CATEGORY_SELECTIONS = {
  ...INTEL_MID_RANGE_SELECTIONS,
  secondaryStorage: 'storage-samsung-870-evo-1tb',
  tertiaryStorage: 'storage-seagate-barracuda-2tb',
  coolingCpu: 'cooling-cpu-deepcool-ak620',
  soundcard: 'soundcard-creative-sound-blaster-ae-5-plus',
  networking: 'networking-tp-link-archer-txe75e',
  sundries: 'sundries-assembly-and-test-mid-tower',
} as const satisfies Selections;
