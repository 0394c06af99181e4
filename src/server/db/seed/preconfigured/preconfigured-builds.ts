/**
 * The curated pre-configured builds (issue 12): real builds from the curated seed catalogue,
 * Intel and AMD, from an integrated-graphics starter to a 4K flagship. Only selections,
 * names and words live here: prices, totals, build times and case images are computed from
 * the parts whenever the catalogue loads, and the game and resolution tags are derived from
 * the graphics card (gpu-classes.ts), so none of them can go stale here.
 *
 * Every build must validate with no issues and no warnings (preconfigured-builds.test.ts).
 */
import type { ChipsetId } from '../../../../domain/catalog/categories';
import type { SavedBuildFields } from '../../../../domain/contracts/build-api';

/** The parts of a pre-configured build (sundries are set by the server for the case size). */
export type PreconfiguredSelections = Partial<
  Omit<SavedBuildFields, 'chipset' | 'caseSize' | 'sundries'>
> & {
  case: string;
  cpu: string;
  motherboard: string;
  memory: string;
  storage: string;
  psu: string;
};

export interface PreconfiguredBuildSeed {
  /** Stable public id, used in /build-overview/{id}: `pc-` and lower-case words. */
  id: string;
  name: string;
  description: string;
  chipset: ChipsetId;
  parts: PreconfiguredSelections;
  /** Shown on the home page, in this order (1 first); omitted = not featured. */
  featured?: number;
  /** Drawn with the highlighted card style on the listing. */
  highlighted?: boolean;
}

const INTEL = 1;
const AMD = 2;
const HOME = 'os-microsoft-windows-11-home';
const PRO = 'os-microsoft-windows-11-pro';

export const preconfiguredBuildSeeds: readonly PreconfiguredBuildSeed[] = [
  {
    id: 'pc-spark-intel-integrated',
    name: 'Spark',
    description:
      'A starter PC without a graphics card: the Core Ultra 5 225’s built-in Intel graphics play esports and lighter games at 1080p on low settings. Add a graphics card later; the 550 W supply and Micro-ATX board leave room for one.',
    chipset: INTEL,
    parts: {
      case: 'case-lian-li-a3-matx',
      cpu: 'cpu-intel-core-ultra-5-225',
      motherboard: 'motherboard-gigabyte-b860m-aorus-elite-wifi6e',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      storage: 'storage-crucial-p3-plus-1tb',
      psu: 'psu-corsair-cx550',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      os: HOME,
    },
  },
  {
    id: 'pc-ember-amd-rx-7600',
    name: 'Ember AMD',
    description:
      'A Ryzen 5 7600 on the AM5 platform and a Radeon RX 7600 for high frame rates in esports and popular online games at 1080p, in a compact Micro-ATX case.',
    chipset: AMD,
    featured: 1,
    parts: {
      case: 'case-lian-li-a3-matx',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-gigabyte-b650m-aorus-elite-ax',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      gpu: 'gpu-amd-radeon-rx-7600',
      storage: 'storage-crucial-p3-plus-1tb',
      psu: 'psu-corsair-cx550',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      os: HOME,
    },
  },
  {
    id: 'pc-ember-intel-arc-b570',
    name: 'Ember Intel',
    description:
      'A six-core Core i5-12400F with Intel’s Arc B570 and its 10 GB of video memory: an affordable 1080p gaming PC on DDR4.',
    chipset: INTEL,
    parts: {
      case: 'case-lian-li-a3-matx',
      cpu: 'cpu-intel-core-i5-12400f',
      motherboard: 'motherboard-gigabyte-b760m-ds3h-ddr4',
      memory: 'memory-corsair-vengeance-lpx-16gb-ddr4-3200',
      gpu: 'gpu-asrock-intel-arc-b570-challenger-oc',
      storage: 'storage-crucial-p3-plus-1tb',
      psu: 'psu-corsair-cx550',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      os: HOME,
    },
  },
  {
    id: 'pc-flint-intel-rtx-4060',
    name: 'Flint',
    description:
      'Six cores of Core i5-12400F with a GeForce RTX 4060 and DLSS: a quiet, efficient 1080p machine with 32 GB of memory.',
    chipset: INTEL,
    featured: 2,
    highlighted: true,
    parts: {
      case: 'case-corsair-2500x',
      cpu: 'cpu-intel-core-i5-12400f',
      motherboard: 'motherboard-gigabyte-b760m-ds3h-ddr4',
      memory: 'memory-corsair-vengeance-lpx-32gb-ddr4-3200',
      gpu: 'gpu-gigabyte-geforce-rtx-4060-windforce-oc',
      storage: 'storage-wd-black-sn850x-1tb',
      psu: 'psu-corsair-cx550',
      coolingCpu: 'cooling-cpu-thermalright-peerless-assassin-120-se',
      os: HOME,
    },
  },
  {
    id: 'pc-flint-amd-rtx-5060',
    name: 'Flint AMD',
    description:
      'A Ryzen 5 7600 with a GeForce RTX 5060 on a full ATX AM5 board: 1080p gaming at high settings with room to upgrade.',
    chipset: AMD,
    parts: {
      case: 'case-montech-air-903-max',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-msi-mag-b650-tomahawk-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-msi-geforce-rtx-5060-8g-ventus-2x-oc',
      storage: 'storage-wd-black-sn850x-1tb',
      psu: 'psu-msi-mag-a650bn',
      coolingCpu: 'cooling-cpu-thermalright-peerless-assassin-120-se',
      os: HOME,
    },
  },
  {
    id: 'pc-flint-intel-rtx-5060',
    name: 'Flint Intel',
    description:
      'An unlocked ten-core Core i5-12600K with a GeForce RTX 5060 and fast DDR5: smooth 1080p gaming and everyday multitasking.',
    chipset: INTEL,
    parts: {
      case: 'case-corsair-4000d-airflow',
      cpu: 'cpu-intel-core-i5-12600k',
      motherboard: 'motherboard-msi-mag-b760-tomahawk-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-msi-geforce-rtx-5060-8g-ventus-2x-oc',
      storage: 'storage-kingston-nv3-2tb',
      psu: 'psu-msi-mag-a650bn',
      coolingCpu: 'cooling-cpu-deepcool-ak620',
      os: HOME,
    },
  },
  {
    id: 'pc-blaze-amd-rx-9060-xt',
    name: 'Blaze AMD',
    description:
      'A Ryzen 5 7600 with a 16 GB Radeon RX 9060 XT and 2 TB of storage: high settings at 1080p and a solid start at 1440p.',
    chipset: AMD,
    featured: 3,
    highlighted: true,
    parts: {
      case: 'case-corsair-4000d-airflow',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-msi-mag-b650-tomahawk-wifi',
      memory: 'memory-gskill-flare-x5-32gb-ddr5-6000',
      gpu: 'gpu-sapphire-pulse-radeon-rx-9060-xt-16gb',
      storage: 'storage-kingston-nv3-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-deepcool-ak620',
      os: HOME,
    },
  },
  {
    id: 'pc-blaze-intel-rtx-5060-ti',
    name: 'Blaze Intel',
    description:
      'A Core i5-14400F and 16 GB GeForce RTX 5060 Ti with a second 2 TB drive for your game library and five extra case fans.',
    chipset: INTEL,
    parts: {
      case: 'case-corsair-4000d-airflow',
      cpu: 'cpu-intel-core-i5-14400f',
      motherboard: 'motherboard-msi-pro-z790-a-max-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
      storage: 'storage-wd-black-sn850x-1tb',
      secondaryStorage: 'storage-seagate-barracuda-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      fans: 'fans-arctic-p12-pwm-pst-5-pack',
      fansTotal: 1,
      os: HOME,
    },
  },
  {
    id: 'pc-blaze-amd-am5-rtx-5060-ti',
    name: 'Blaze AM5',
    description:
      'A Ryzen 5 7600 on the AM5 platform with a 16 GB GeForce RTX 5060 Ti, in a small Micro-ATX case with a clear upgrade path.',
    chipset: AMD,
    parts: {
      case: 'case-lian-li-a3-matx',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-gigabyte-b650m-aorus-elite-ax',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
      storage: 'storage-crucial-t500-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      os: HOME,
    },
  },
  {
    id: 'pc-blaze-intel-ultra-rx-9060-xt',
    name: 'Blaze Ultra',
    description:
      'Intel’s Core Ultra 5 225 with a 16 GB Radeon RX 9060 XT: efficient 1080p and 1440p gaming on the latest Intel platform.',
    chipset: INTEL,
    parts: {
      case: 'case-lian-li-a3-matx',
      cpu: 'cpu-intel-core-ultra-5-225',
      motherboard: 'motherboard-gigabyte-b860m-aorus-elite-wifi6e',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      gpu: 'gpu-sapphire-pulse-radeon-rx-9060-xt-16gb',
      storage: 'storage-crucial-t500-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-arctic-freezer-36',
      os: HOME,
    },
  },
  {
    id: 'pc-blaze-intel-mini-itx',
    name: 'Blaze Mini',
    description:
      'A shoebox-sized Mini-ITX PC: a Core i5-12600K under a 240 mm liquid cooler and a 16 GB GeForce RTX 5060 Ti, powered by an SFX supply.',
    chipset: INTEL,
    parts: {
      case: 'case-cooler-master-masterbox-nr200p-v2',
      cpu: 'cpu-intel-core-i5-12600k',
      motherboard: 'motherboard-asus-rog-strix-b760-i-gaming-wifi',
      memory: 'memory-gskill-trident-z5-rgb-32gb-ddr5-6400',
      gpu: 'gpu-msi-geforce-rtx-5060-ti-16g-ventus-2x-oc-plus',
      storage: 'storage-samsung-990-pro-1tb',
      psu: 'psu-cooler-master-v850-sfx-gold',
      coolingCpu: 'cooling-cpu-corsair-nautilus-240-rs',
      os: HOME,
    },
  },
  {
    id: 'pc-inferno-amd-rtx-5070',
    name: 'Inferno AMD',
    description:
      'A Ryzen 5 7600 with a GeForce RTX 5070 in Fractal’s walnut-fronted North: a 1440p gaming PC that looks at home in a living room.',
    chipset: AMD,
    parts: {
      case: 'case-fractal-design-north',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-msi-mag-b650-tomahawk-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-nvidia-geforce-rtx-5070-founders-edition',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-deepcool-ak620',
      os: HOME,
    },
  },
  {
    id: 'pc-inferno-intel-rtx-5070',
    name: 'Inferno Intel',
    description:
      'A Core i5-14600K and GeForce RTX 5070 on a Z790 board with DDR5-6000: high settings at 1440p and a CPU that streams while it plays.',
    chipset: INTEL,
    featured: 4,
    parts: {
      case: 'case-nzxt-h6-flow',
      cpu: 'cpu-intel-core-i5-14600k',
      motherboard: 'motherboard-msi-pro-z790-a-max-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-nvidia-geforce-rtx-5070-founders-edition',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-deepcool-ak620',
      os: HOME,
    },
  },
  {
    id: 'pc-inferno-amd-x3d-rx-7800-xt',
    name: 'Inferno X3D',
    description:
      'AMD’s Ryzen 7 9800X3D gaming processor with 3D V-Cache, a 16 GB Radeon RX 7800 XT and an X870E board, in NZXT’s dual-chamber H6 Flow.',
    chipset: AMD,
    highlighted: true,
    parts: {
      case: 'case-nzxt-h6-flow',
      cpu: 'cpu-amd-ryzen-7-9800x3d',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-gskill-flare-x5-32gb-ddr5-6000',
      gpu: 'gpu-amd-radeon-rx-7800-xt',
      storage: 'storage-crucial-t500-2tb',
      psu: 'psu-corsair-rm850x',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-240',
      os: HOME,
    },
  },
  {
    id: 'pc-inferno-intel-ultra-rx-7800-xt',
    name: 'Inferno Ultra',
    description:
      'A Core Ultra 5 245K with a 16 GB Radeon RX 7800 XT and a 240 mm liquid cooler in a high-airflow mesh case, built for 1440p.',
    chipset: INTEL,
    parts: {
      case: 'case-montech-air-903-max',
      cpu: 'cpu-intel-core-ultra-5-245k',
      motherboard: 'motherboard-asus-tuf-gaming-b860-plus-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-amd-radeon-rx-7800-xt',
      storage: 'storage-wd-black-sn850x-2tb',
      psu: 'psu-corsair-rm750e',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-240',
      os: HOME,
    },
  },
  {
    id: 'pc-inferno-amd-mini-itx',
    name: 'Inferno Mini',
    description:
      'Mini-ITX for 1440p: a Ryzen 5 7600 under a 240 mm liquid cooler and a GeForce RTX 5070 in the NR200P V2.',
    chipset: AMD,
    parts: {
      case: 'case-cooler-master-masterbox-nr200p-v2',
      cpu: 'cpu-amd-ryzen-5-7600',
      motherboard: 'motherboard-asus-rog-strix-b650e-i-gaming-wifi',
      memory: 'memory-gskill-flare-x5-32gb-ddr5-6000',
      gpu: 'gpu-nvidia-geforce-rtx-5070-founders-edition',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-sf750',
      coolingCpu: 'cooling-cpu-corsair-nautilus-240-rs',
      os: HOME,
    },
  },
  {
    id: 'pc-crucible-amd-rtx-5070-ti',
    name: 'Crucible AMD',
    description:
      'Ryzen 7 9800X3D with a 16 GB GeForce RTX 5070 Ti on an X870E board: very high settings at 1440p and 4K with DLSS.',
    chipset: AMD,
    featured: 5,
    highlighted: true,
    parts: {
      case: 'case-fractal-design-north',
      cpu: 'cpu-amd-ryzen-7-9800x3d',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      gpu: 'gpu-asus-tuf-gaming-geforce-rtx-5070-ti-oc',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-rm850x',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-360',
      os: HOME,
    },
  },
  {
    id: 'pc-crucible-amd-rx-9070-xt',
    name: 'Crucible Radeon',
    description:
      'A Ryzen 7 9800X3D and 16 GB Radeon RX 9070 XT in the glass-walled O11 Dynamic EVO, with a 360 mm liquid cooler and RGB fans.',
    chipset: AMD,
    parts: {
      case: 'case-lian-li-o11-dynamic-evo',
      cpu: 'cpu-amd-ryzen-7-9800x3d',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-gskill-flare-x5-32gb-ddr5-6000',
      gpu: 'gpu-sapphire-pulse-radeon-rx-9070-xt',
      storage: 'storage-wd-black-sn850x-2tb',
      psu: 'psu-corsair-rm850x',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-360',
      fans: 'fans-lian-li-uni-fan-sl-infinity-120-3-pack',
      fansTotal: 1,
      os: HOME,
    },
  },
  {
    id: 'pc-crucible-intel-rtx-5070-ti',
    name: 'Crucible Intel',
    description:
      'A 20-core Core i7-14700K with a 16 GB GeForce RTX 5070 Ti: 1440p at very high settings, 4K with DLSS, and plenty of power for streaming.',
    chipset: INTEL,
    parts: {
      case: 'case-corsair-4000d-airflow',
      cpu: 'cpu-intel-core-i7-14700k',
      motherboard: 'motherboard-msi-pro-z790-a-max-wifi',
      memory: 'memory-corsair-vengeance-32gb-ddr5-6000',
      gpu: 'gpu-asus-tuf-gaming-geforce-rtx-5070-ti-oc',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-rm850x',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-360',
      os: HOME,
    },
  },
  {
    id: 'pc-crucible-intel-ultra-rx-9070-xt',
    name: 'Crucible Ultra',
    description:
      'A Core Ultra 7 265K with a 16 GB Radeon RX 9070 XT on a Z890 board, cooled by a 360 mm iCUE LINK liquid cooler.',
    chipset: INTEL,
    parts: {
      case: 'case-lian-li-o11-dynamic-evo',
      cpu: 'cpu-intel-core-ultra-7-265k',
      motherboard: 'motherboard-msi-mag-z890-tomahawk-wifi',
      memory: 'memory-gskill-flare-x5-32gb-ddr5-6000',
      gpu: 'gpu-sapphire-pulse-radeon-rx-9070-xt',
      storage: 'storage-wd-black-sn850x-2tb',
      psu: 'psu-seasonic-focus-gx-850-atx3',
      coolingCpu: 'cooling-cpu-corsair-icue-link-titan-360-rx-rgb',
      os: HOME,
    },
  },
  {
    id: 'pc-forge-amd-rtx-5080',
    name: 'Forge AMD',
    description:
      'Twelve Zen 5 cores, a GeForce RTX 5080 and 64 GB of memory in the Corsair 7000D Airflow: a 4K gaming and creative workstation with 6 TB of storage.',
    chipset: AMD,
    featured: 7,
    parts: {
      case: 'case-corsair-7000d-airflow',
      cpu: 'cpu-amd-ryzen-9-9900x',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-corsair-vengeance-rgb-64gb-ddr5-6000',
      gpu: 'gpu-nvidia-geforce-rtx-5080-founders-edition',
      storage: 'storage-samsung-990-pro-2tb',
      secondaryStorage: 'storage-wd-blue-4tb',
      psu: 'psu-corsair-rm1000x',
      coolingCpu: 'cooling-cpu-corsair-icue-link-titan-360-rx-rgb',
      os: HOME,
    },
  },
  {
    id: 'pc-forge-intel-rtx-5080',
    name: 'Forge Intel',
    description:
      'A Core i9-14900K under a 420 mm liquid cooler with a GeForce RTX 5080 and 64 GB of DDR5 in the quiet be quiet! Dark Base Pro 901: 4K gaming.',
    chipset: INTEL,
    parts: {
      case: 'case-be-quiet-dark-base-pro-901',
      cpu: 'cpu-intel-core-i9-14900k',
      motherboard: 'motherboard-asus-rog-strix-z790-e-gaming-wifi-ii',
      memory: 'memory-corsair-vengeance-rgb-64gb-ddr5-6000',
      gpu: 'gpu-nvidia-geforce-rtx-5080-founders-edition',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-corsair-rm1000x',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-420',
      os: HOME,
    },
  },
  {
    id: 'pc-forge-amd-rx-7900-xtx',
    name: 'Forge Radeon',
    description:
      'A Ryzen 7 9800X3D and Radeon RX 7900 XTX with 24 GB of video memory in the roomy Meshify 2 XL: 4K at high settings.',
    chipset: AMD,
    parts: {
      case: 'case-fractal-design-meshify-2-xl',
      cpu: 'cpu-amd-ryzen-7-9800x3d',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-kingston-fury-beast-32gb-ddr5-6000',
      gpu: 'gpu-amd-radeon-rx-7900-xtx',
      storage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-be-quiet-pure-power-12-m-1000w',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-360',
      os: HOME,
    },
  },
  {
    id: 'pc-forge-intel-rx-7900-xtx',
    name: 'Forge Radeon Intel',
    description:
      'A Core i7-14700K with a 24 GB Radeon RX 7900 XTX in the Cooler Master COSMOS C700M: 4K gaming in an aluminium showpiece.',
    chipset: INTEL,
    parts: {
      case: 'case-cooler-master-cosmos-c700m',
      cpu: 'cpu-intel-core-i7-14700k',
      motherboard: 'motherboard-asus-rog-strix-z790-e-gaming-wifi-ii',
      memory: 'memory-gskill-trident-z5-rgb-32gb-ddr5-6400',
      gpu: 'gpu-amd-radeon-rx-7900-xtx',
      storage: 'storage-samsung-990-pro-2tb',
      secondaryStorage: 'storage-crucial-mx500-2tb',
      psu: 'psu-be-quiet-pure-power-12-m-1000w',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-420',
      os: HOME,
    },
  },
  {
    id: 'pc-titan-amd-rtx-5090',
    name: 'Titan AMD',
    description:
      'Our flagship: a 16-core Ryzen 9 9950X, GeForce RTX 5090 with 32 GB, 64 GB of DDR5-6600 and 4 TB of PCIe storage in the Corsair 9000D, with Windows 11 Pro.',
    chipset: AMD,
    parts: {
      case: 'case-corsair-9000d-rgb-airflow',
      cpu: 'cpu-amd-ryzen-9-9950x',
      motherboard: 'motherboard-asus-rog-strix-x870e-e-gaming-wifi',
      memory: 'memory-corsair-dominator-titanium-64gb-ddr5-6600',
      gpu: 'gpu-gigabyte-geforce-rtx-5090-gaming-oc',
      storage: 'storage-crucial-t705-2tb',
      secondaryStorage: 'storage-samsung-990-pro-2tb',
      psu: 'psu-be-quiet-dark-power-pro-13-1600w',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-420',
      os: PRO,
    },
  },
  {
    id: 'pc-titan-intel-rtx-5090',
    name: 'Titan Intel',
    description:
      'The Intel flagship: a Core Ultra 9 285K with a 32 GB GeForce RTX 5090, 64 GB of DDR5-6600 and an 8 TB IronWolf for captures, in the Phanteks Enthoo 719.',
    chipset: INTEL,
    featured: 6,
    parts: {
      case: 'case-phanteks-enthoo-719',
      cpu: 'cpu-intel-core-ultra-9-285k',
      motherboard: 'motherboard-msi-mag-z890-tomahawk-wifi',
      memory: 'memory-corsair-dominator-titanium-64gb-ddr5-6600',
      gpu: 'gpu-gigabyte-geforce-rtx-5090-gaming-oc',
      storage: 'storage-crucial-t705-2tb',
      secondaryStorage: 'storage-seagate-ironwolf-8tb',
      psu: 'psu-be-quiet-dark-power-pro-13-1600w',
      coolingCpu: 'cooling-cpu-arctic-liquid-freezer-iii-420',
      os: PRO,
    },
  },
];
