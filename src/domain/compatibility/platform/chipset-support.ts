/**
 * Which processor generations each chipset runs: the data behind the BIOS-generation rule.
 * yes = supported out of the box; bios = supported once the board's BIOS is updated (boards
 * made before the generation launched ship without it); no = not supported (the board will
 * not start with it); board = the board maker decides (unknown here: "not verified").
 * A generation not named for a series is unknown too. Rule of thumb the makers follow: a
 * generation that launched after the chipset needs a BIOS update on that chipset.
 *
 * unlisted = the chipset maker does not list the generation for the chipset, but boards start
 * it when their BIOS carries its microcode (many do): a caveat, not an error.
 *
 * Also: which memory modules a chipset's boards take (registered RDIMMs or unbuffered).
 *
 * Cross-checked against the datasets: BuildCores Motherboard `chipset` names every chipset
 * below (e.g. "Intel Z390", "AMD B650E"), and its CPU `microarchitecture`/`coreFamily`
 * (Coffee Lake / "Coffee Lake-S WS" for the Xeon E-2100, Summit Ridge, Vermeer, Raphael…)
 * name the same generations as the model numbers (see cpu-generation.ts).
 *
 * Where the sources below can be read (the makers' own pages are quoted there):
 * - Intel, Rocket Lake not on H410/B460, BIOS update on Z490/H470:
 *   https://www.pcgamer.com/intel-rocket-lake-backwards-compatibility/
 * - Intel, Xeon E3 v5 only on C232/C236: https://www.tomshardware.com/news/intel-c232-c236-chipsets-xeon,31051.html,
 *   http://heise.de/-2851052
 * - Intel, Z370 blocks 7th gen: https://lammeh.me/intels-z370-coffee-lake-chipset-blocks-kaby-lake-processors-in-firmware/
 * - Board makers' 300-series BIOS for 9th gen: https://techreport.com/news/33967/gigabyte-and-msi-tout-firmware-support-for-intel-9000-series-cpus
 * - 600-series BIOS for 13th gen: https://techthop.com/webstories/gaming-consoles/chipsets-from-intels-600-series-to-support-raptor-lake-cpus-from-msi
 * - AMD AM4 chipset chart (May 2020): https://forum.setcombg.com/ (thread "AMD Matisse Ryzen 3"),
 *   https://www.hardcoregames.ca/2020/05/08/ryzen-b550-support/
 * - AMD, Zen 3 on 400 series: https://www.pcgamer.com/amds-next-gen-zen-3-cpus-will-work-in-400-series-motherboards-after-all/
 * - AMD KB PA-100 (3rd gen on 400 series needs a BIOS): https://www.amd.com/en/support/kb/faq/pa-100
 */
import type { Generation } from './generations';

export type Support = 'yes' | 'bios' | 'unlisted' | 'no' | 'board';

/** Registered (RDIMM) memory: never, only (RDIMM slots), either, or depending on the board. */
export type RegisteredMemory = 'no' | 'only' | 'either' | 'board';

export interface ChipsetSeries {
  readonly name: string;
  readonly socket: string;
  readonly chipsets: readonly string[];
  readonly support: Readonly<Partial<Record<Generation, Support>>>;
  readonly registeredMemory: RegisteredMemory;
  /**
   * Workstation chipsets for which Intel lists only Xeon, Core i3, Pentium and Celeron
   * processors: a Core i5/i7/i9 of a supported generation is unlisted there (a caveat).
   */
  readonly entryCoreOnly?: true;
}

const LGA1151_OLD = {
  'Coffee Lake': 'no',
  'Coffee Lake Refresh': 'no',
  'Xeon E-2100': 'no',
  'Xeon E-2200': 'no',
} as const;
const LGA1151_NEW = {
  Skylake: 'no',
  'Kaby Lake': 'no',
  'Xeon E3 v5': 'no',
  'Xeon E3 v6': 'no',
} as const;

export const CHIPSET_SERIES: readonly ChipsetSeries[] = [
  // Intel 100 series (2015, Skylake). Kaby Lake runs after a BIOS update (Intel: "7th Gen
  // Intel Core processors are supported on 100 Series chipsets with a BIOS update"). Intel
  // lists Xeon E3-1200 v5/v6 only for the C230 chipsets (Tom's Hardware, "Intel C232 and C236
  // chipsets for Xeon", 2016: "Starting with Skylake, Intel opted to remove support for its
  // Xeon processors on consumer-oriented chipsets"), yet whether a consumer board starts one
  // is its BIOS's call: heise/c't 2015 found an E3-1230 v5 that would not boot on a Z170
  // board, while many B150/H170/Z170 boards list E3-1200 v5 in their makers' CPU support lists
  // (ASRock, Gigabyte, Supermicro C7Z170): unlisted, a caveat. 8th/9th gen need the 300 series
  // (Intel, Coffee Lake launch 2017).
  {
    name: 'Intel 100 series',
    socket: 'LGA1151',
    chipsets: ['H110', 'B150', 'Q150', 'H170', 'Q170', 'Z170'],
    support: {
      Skylake: 'yes',
      'Kaby Lake': 'bios',
      'Xeon E3 v5': 'unlisted',
      'Xeon E3 v6': 'unlisted',
      ...LGA1151_OLD,
    },
    registeredMemory: 'no',
  },
  // Intel 200 series (2017): 6th and 7th gen out of the box (Intel 200 Series Chipset brief);
  // Xeon E3-1200 v5/v6 unlisted as on the 100 series (board makers' CPU lists, e.g. ASRock
  // B250/Z270 boards, name E3-1200 v6).
  {
    name: 'Intel 200 series',
    socket: 'LGA1151',
    chipsets: ['B250', 'Q250', 'H270', 'Q270', 'Z270'],
    support: {
      Skylake: 'yes',
      'Kaby Lake': 'yes',
      'Xeon E3 v5': 'unlisted',
      'Xeon E3 v6': 'unlisted',
      ...LGA1151_OLD,
    },
    registeredMemory: 'no',
  },
  // Intel C230 (C232, C236): Intel ARK for both lists "Intel Xeon Processor E3-1200 v5 Family,
  // 6th Generation Intel Core i3, Intel Pentium, Intel Celeron"; E3-1200 v6 and 7th-gen Core
  // i3 after a BIOS update (launched 2017). Core i5/i7 are not on Intel's list (no ECC on
  // them): unlisted (entryCoreOnly). ECC unbuffered memory only.
  {
    name: 'Intel C230 series',
    socket: 'LGA1151',
    chipsets: ['C232', 'C236'],
    support: {
      'Xeon E3 v5': 'yes',
      'Xeon E3 v6': 'bios',
      Skylake: 'yes',
      'Kaby Lake': 'bios',
      ...LGA1151_OLD,
    },
    registeredMemory: 'no',
    entryCoreOnly: true,
  },
  // Intel 300 series: 8th gen Core (Coffee Lake) only; Skylake and Kaby Lake are blocked
  // (Intel, reported by Guru3D 2017: Z370 refuses 7th gen in firmware). 9th gen ran on the
  // boards launched before it after a BIOS update (Gigabyte and MSI, Oct 2018: Z370, H370,
  // B360, H310 BIOS updates for 9th gen); Z390 and B365 launched with it. Xeon E needs C240.
  {
    name: 'Intel 300 series (8th-gen launch)',
    socket: 'LGA1151',
    chipsets: ['H310', 'B360', 'H370', 'Q370', 'Z370'],
    support: {
      ...LGA1151_NEW,
      'Coffee Lake': 'yes',
      'Coffee Lake Refresh': 'bios',
      'Xeon E-2100': 'no',
      'Xeon E-2200': 'no',
    },
    registeredMemory: 'no',
  },
  {
    name: 'Intel 300 series (9th-gen launch)',
    socket: 'LGA1151',
    chipsets: ['B365', 'Z390'],
    support: {
      ...LGA1151_NEW,
      'Coffee Lake': 'yes',
      'Coffee Lake Refresh': 'yes',
      'Xeon E-2100': 'no',
      'Xeon E-2200': 'no',
    },
    registeredMemory: 'no',
  },
  // Intel C240 (C242, C246): Xeon E-2100 (2018), E-2200 after a BIOS update (2019). Intel's
  // C246 brief lists "Intel Xeon E processors, 8th Gen Intel Core i3, Pentium and Celeron":
  // Core i5/i7/i9 are unlisted (entryCoreOnly); 9th-gen i3 after a BIOS update.
  {
    name: 'Intel C240 series',
    socket: 'LGA1151',
    chipsets: ['C242', 'C246'],
    support: {
      ...LGA1151_NEW,
      'Xeon E-2100': 'yes',
      'Xeon E-2200': 'bios',
      'Coffee Lake': 'yes',
      'Coffee Lake Refresh': 'bios',
    },
    registeredMemory: 'no',
    entryCoreOnly: true,
  },
  // Intel 400 series (2020, 10th gen). Intel's support note on 400-series BIOS updates: "Motherboards
  // based on Intel B460 or H410 chipsets are not compatible with 11th Gen Intel Core processors";
  // Z490, H470 (and Q470, W480) run them after a BIOS update (PC Gamer, Jan 2021, quoting Intel).
  {
    name: 'Intel 400 series (H410, B460)',
    socket: 'LGA1200',
    chipsets: ['H410', 'B460'],
    support: { 'Comet Lake': 'yes', 'Rocket Lake': 'no' },
    registeredMemory: 'no',
  },
  {
    name: 'Intel 400 series',
    socket: 'LGA1200',
    chipsets: ['H470', 'Q470', 'Z490', 'W480'],
    support: { 'Comet Lake': 'yes', 'Rocket Lake': 'bios' },
    registeredMemory: 'no',
  },
  // Intel 500 series (2021): 10th and 11th gen (Intel 500 Series Chipset product brief).
  {
    name: 'Intel 500 series',
    socket: 'LGA1200',
    chipsets: ['H510', 'B560', 'H570', 'Q570', 'Z590', 'W580'],
    support: { 'Comet Lake': 'yes', 'Rocket Lake': 'yes' },
    registeredMemory: 'no',
  },
  // Intel 600 series (2021, 12th gen): 13th and 14th gen after a BIOS update (Intel 13th/14th
  // Gen launch notes: "compatible with Intel 600 Series chipsets with a BIOS update"; ASUS and
  // MSI 600-series BIOS notices, 2022).
  {
    name: 'Intel 600 series',
    socket: 'LGA1700',
    chipsets: ['H610', 'B660', 'H670', 'Q670', 'Z690', 'W680'],
    support: { 'Alder Lake': 'yes', 'Raptor Lake': 'bios', 'Raptor Lake Refresh': 'bios' },
    registeredMemory: 'no',
  },
  // Intel 700 series (2022, 13th gen): 12th and 13th gen; 14th gen (Oct 2023) after a BIOS update
  // on boards made before it. Boards launched with 14th gen (e.g. "MAX", "II" revisions) say so
  // in their own biosSupport.
  {
    name: 'Intel 700 series',
    socket: 'LGA1700',
    chipsets: ['B760', 'H770', 'Z790'],
    support: { 'Alder Lake': 'yes', 'Raptor Lake': 'yes', 'Raptor Lake Refresh': 'bios' },
    registeredMemory: 'no',
  },
  // Intel 800 series (2024): Core Ultra 200S; the 2026 "Plus" refresh after a BIOS update.
  {
    name: 'Intel 800 series',
    socket: 'LGA1851',
    chipsets: ['H810', 'B860', 'Z890', 'Q870', 'W880'],
    support: { 'Arrow Lake': 'yes', 'Arrow Lake Refresh': 'bios' },
    registeredMemory: 'no',
  },
  // Intel X99 (2014, Haswell-E): Broadwell-E after a BIOS update (2016); Xeon E5 v3/v4 and
  // registered memory on some boards only (board makers' CPU lists): board.
  {
    name: 'Intel X99',
    socket: 'LGA2011-3',
    chipsets: ['X99'],
    support: {
      'Haswell-E': 'yes',
      'Broadwell-E': 'bios',
      'Xeon E5 v3': 'board',
      'Xeon E5 v4': 'board',
    },
    registeredMemory: 'board',
  },
  // Intel C612 (2014): Xeon E5 v3, v4 after a BIOS update; Core i7 by board; RDIMM or UDIMM.
  {
    name: 'Intel C612',
    socket: 'LGA2011-3',
    chipsets: ['C612'],
    support: {
      'Xeon E5 v3': 'yes',
      'Xeon E5 v4': 'bios',
      'Haswell-E': 'board',
      'Broadwell-E': 'board',
    },
    registeredMemory: 'either',
  },
  // Intel X299 (2017): Skylake-X; 9th-gen X (2018) and Cascade Lake-X (2019) after a BIOS
  // update; Kaby Lake-X was dropped by later X299 boards (board); Xeon W needs C422.
  {
    name: 'Intel X299',
    socket: 'LGA2066',
    chipsets: ['X299'],
    support: {
      'Skylake-X': 'yes',
      'Kaby Lake-X': 'board',
      'Skylake-X Refresh': 'bios',
      'Cascade Lake-X': 'bios',
      'Xeon W-2100': 'no',
      'Xeon W-2200': 'no',
    },
    registeredMemory: 'no',
  },
  // AMD AM4. AMD's AM4 chipset/processor chart (May 2020, "AMD Socket AM4 Motherboard Chipset
  // Solutions"): X570 runs 2nd-gen Ryzen and APUs, 3rd gen and Zen 3 but not 1st-gen Ryzen or
  // Raven Ridge; B550/A520 run only 3rd gen and later; 400 series everything up to 3rd gen;
  // 300 series up to 2nd gen, 3rd gen by "selective BIOS update". AMD then enabled Zen 3 on
  // 400 series (AMD community update, May 2020) and on 300 series (AMD, March 2022) through
  // BIOS updates, and its KB article PA-100 says 3rd gen on 400 series needs an updated BIOS.
  // Bristol Ridge (2016) launched with the 300 series and is not listed for the 500 series.
  {
    name: 'AMD 300 series',
    socket: 'AM4',
    chipsets: ['A320', 'B350', 'X370', 'A300', 'X300'],
    support: {
      'Bristol Ridge': 'yes',
      'Summit Ridge': 'yes',
      'Raven Ridge': 'bios',
      'Pinnacle Ridge': 'bios',
      Picasso: 'bios',
      Matisse: 'bios',
      Renoir: 'bios',
      Vermeer: 'bios',
      Cezanne: 'bios',
    },
    registeredMemory: 'no',
  },
  {
    name: 'AMD 400 series',
    socket: 'AM4',
    chipsets: ['B450', 'X470'],
    support: {
      'Bristol Ridge': 'board',
      'Summit Ridge': 'yes',
      'Raven Ridge': 'yes',
      'Pinnacle Ridge': 'yes',
      Picasso: 'bios',
      Matisse: 'bios',
      Renoir: 'bios',
      Vermeer: 'bios',
      Cezanne: 'bios',
    },
    registeredMemory: 'no',
  },
  {
    name: 'AMD X570',
    socket: 'AM4',
    chipsets: ['X570'],
    support: {
      'Bristol Ridge': 'no',
      'Summit Ridge': 'no',
      'Raven Ridge': 'no',
      'Pinnacle Ridge': 'yes',
      Picasso: 'yes',
      Matisse: 'yes',
      Renoir: 'bios',
      Vermeer: 'bios',
      Cezanne: 'bios',
    },
    registeredMemory: 'no',
  },
  {
    name: 'AMD B550 and A520',
    socket: 'AM4',
    chipsets: ['B550', 'A520'],
    support: {
      'Bristol Ridge': 'no',
      'Summit Ridge': 'no',
      'Raven Ridge': 'no',
      'Pinnacle Ridge': 'no',
      Picasso: 'no',
      Matisse: 'yes',
      Renoir: 'bios',
      Vermeer: 'bios',
      Cezanne: 'bios',
    },
    registeredMemory: 'no',
  },
  // AMD AM5 600 series (2022, Ryzen 7000). Ryzen 8000G (Jan 2024) needs AGESA 1.1.0.0 and
  // Ryzen 9000 (2024) AGESA 1.2.0.0 on them: BIOS updates (AMD, Ryzen 9000 launch: "supported
  // on AMD 600 Series motherboards with a BIOS update"). The 800 series (2024) launched with
  // Ryzen 9000 and runs every AM5 processor (AMD 800 Series chipset page).
  {
    name: 'AMD 600 series',
    socket: 'AM5',
    chipsets: ['A620', 'A620A', 'B650', 'B650E', 'X670', 'X670E'],
    support: { Raphael: 'yes', Phoenix: 'bios', 'Granite Ridge': 'bios' },
    registeredMemory: 'no',
  },
  {
    name: 'AMD 800 series',
    socket: 'AM5',
    chipsets: ['B840', 'B850', 'X870', 'X870E'],
    support: { Raphael: 'yes', Phoenix: 'yes', 'Granite Ridge': 'yes' },
    registeredMemory: 'no',
  },
  // AMD Threadripper: X399 (2017) runs the 2000 series after a BIOS update (2018); TRX40 the
  // 3000 series; TRX50 (2023) the 7000 series and the 9000 series (2025) after a BIOS update,
  // with registered DDR5 only (AMD TRX50 platform page).
  {
    name: 'AMD X399',
    socket: 'TR4',
    chipsets: ['X399'],
    support: { Whitehaven: 'yes', Colfax: 'bios' },
    registeredMemory: 'no',
  },
  {
    name: 'AMD TRX40',
    socket: 'sTRX4',
    chipsets: ['TRX40'],
    support: { 'Castle Peak': 'yes' },
    registeredMemory: 'no',
  },
  {
    name: 'AMD TRX50',
    socket: 'sTR5',
    chipsets: ['TRX50'],
    support: { 'Storm Peak': 'yes', 'Shimada Peak': 'bios' },
    registeredMemory: 'only',
  },
];

/** Consumer sockets: no chipset on them takes registered memory. */
export const UNBUFFERED_ONLY_SOCKETS: ReadonlySet<string> = new Set([
  'AM4',
  'AM5',
  'LGA1151',
  'LGA1200',
  'LGA1700',
  'LGA1851',
]);
