/**
 * When a processor generation came out and when a board revision came out: a board released
 * in or after the month a generation launched ships with a BIOS that starts it, so the
 * chipset table's "needs a BIOS update" does not apply to it (the BIOS-generation rule reads
 * both through platform-support.ts). Dates are year-month; a year alone when the month is not
 * known, which then proves only a later year.
 *
 * Second source for each board entry: the BuildCores OpenDB `metadata.releaseYear` of the
 * same boards (../shared/datasets/buildcores-open-db/Motherboard.jsonl), where it has one.
 */
import type { Generation } from './generations';

/** 'YYYY-MM', or 'YYYY' when only the year is known. */
export type ReleaseDate = `${number}-${number}` | `${number}`;

/**
 * Launch months of the generations some chipset runs only after a BIOS update (Intel and AMD
 * launch announcements; the month the parts went on sale).
 */
export const GENERATION_LAUNCH: Readonly<Partial<Record<Generation, ReleaseDate>>> = {
  'Kaby Lake': '2017-01', // Intel, 7th Gen Core desktop launch, CES January 2017
  'Xeon E3 v6': '2017-03', // Intel ARK, Xeon E3-1200 v6 "Launch Date Q1'17"
  'Coffee Lake Refresh': '2018-10', // Intel, 9th Gen Core launch, 8 October 2018
  'Xeon E-2200': '2019-11', // Intel ARK, Xeon E-2200 "Q4'19"
  'Rocket Lake': '2021-03', // Intel, 11th Gen Core desktop launch, 16 March 2021
  'Raptor Lake': '2022-10', // Intel, 13th Gen Core launch, 20 October 2022
  'Raptor Lake Refresh': '2023-10', // Intel, 14th Gen Core launch, 17 October 2023
  'Broadwell-E': '2016-05', // Intel, Core i7-6950X launch, Computex May 2016
  'Xeon E5 v4': '2016-03', // Intel ARK, Xeon E5-2600 v4 "Q1'16"
  'Skylake-X Refresh': '2018-10', // Intel, Core X 9th gen announcement, October 2018
  'Cascade Lake-X': '2019-11', // Intel, Core X 10900 launch, November 2019
  'Raven Ridge': '2018-02', // AMD, Ryzen 2000G launch, 12 February 2018
  'Pinnacle Ridge': '2018-04', // AMD, Ryzen 2000 launch, 19 April 2018
  Picasso: '2019-07', // AMD, Ryzen 3000G launch, 7 July 2019
  Matisse: '2019-07', // AMD, Ryzen 3000 launch, 7 July 2019
  Renoir: '2020-07', // AMD, Ryzen 4000G (OEM) launch, July 2020
  Vermeer: '2020-11', // AMD, Ryzen 5000 launch, 5 November 2020
  Cezanne: '2021-04', // AMD, Ryzen 5000G (OEM) launch, April 2021
  Phoenix: '2024-01', // AMD, Ryzen 8000G launch, 31 January 2024
  'Granite Ridge': '2024-08', // AMD, Ryzen 9000 launch, August 2024
  Colfax: '2018-08', // AMD, Threadripper 2000 launch, August 2018
  'Shimada Peak': '2025-07', // AMD, Threadripper 9000 launch, July 2025
};

export interface BoardRevision {
  /** Chipsets the revision marker is read on (upper case, as in chipset-support.ts). */
  readonly chipsets: readonly string[];
  /** The board maker, matched against the brand or the start of the name. */
  readonly maker: RegExp;
  /** The revision marker in the board's name. */
  readonly marker: RegExp;
  readonly released: ReleaseDate;
  readonly source: string;
}

/**
 * Board revisions made after their chipset's first boards, recognisable by name. A board of
 * one of these chipsets, by this maker and with this marker, came out no earlier than
 * `released`.
 */
export const BOARD_REVISIONS: readonly BoardRevision[] = [
  {
    // e.g. TUF GAMING B550M-PLUS WIFI II, ROG STRIX B550-F GAMING WIFI II, TUF GAMING
    // X570-PRO WIFI II: the Wi-Fi 6E refresh, listed by ASUS with Ryzen 5000 support from
    // their first BIOS. BuildCores releaseYear: 2021 (B550-PLUS WIFI II, B550-F WIFI II).
    chipsets: ['B550', 'X570', 'A520'],
    maker: /\basus\b|^(tuf|rog|prime)\b/i,
    marker: /\bII\b/,
    released: '2021',
    source: 'ASUS "II" refresh boards (2021-2022); BuildCores releaseYear 2021-2022',
  },
  {
    // e.g. TUF GAMING B450M-PLUS II, PRIME B450M-A II, ROG STRIX B450-F GAMING II: ASUS's
    // Ryzen 3000-ready refresh. BuildCores releaseYear: 2020 (TUF GAMING B450M-PLUS II).
    chipsets: ['B450', 'X470'],
    maker: /\basus\b|^(tuf|rog|prime)\b/i,
    marker: /\bII\b/,
    released: '2020',
    source: 'ASUS B450 "II" boards (2020); BuildCores releaseYear 2020',
  },
  {
    // e.g. B450 TOMAHAWK MAX, X470 GAMING PLUS MAX: MSI's MAX series, sold as "Ryzen 3000
    // ready out of the box" with a larger BIOS chip after the Ryzen 3000 launch.
    chipsets: ['A320', 'B450', 'X470'],
    maker: /\bmsi\b/i,
    marker: /\bMAX\b/,
    released: '2019-08',
    source:
      'MSI MAX series announcement (summer 2019); BuildCores releaseYear 2019 (B450-A PRO MAX)',
  },
  {
    // e.g. MAG X570S TOMAHAWK MAX WIFI: MSI's passively cooled X570S boards, June 2021.
    chipsets: ['X570'],
    maker: /\bmsi\b/i,
    marker: /\bX570S\b/,
    released: '2021-06',
    source: 'MSI X570S launch (June 2021); BuildCores releaseYear 2021 (X570S MEG UNIFY-X MAX)',
  },
  {
    // e.g. PRO Z790-A MAX WIFI, ROG STRIX Z790-E GAMING WIFI II: the Z790 refresh launched
    // with 14th-gen Core in October 2023.
    chipsets: ['Z790'],
    maker: /\b(msi|asus)\b|^(tuf|rog|prime)\b/i,
    marker: /\b(MAX|II)\b/,
    released: '2023-10',
    source: 'MSI and ASUS Z790 refresh launch with 14th Gen Core (October 2023)',
  },
];

/** Is `later` in or after `earlier`? A bare year proves only a later year (or the same year against a bare year). */
export function releasedInOrAfter(later: ReleaseDate, earlier: ReleaseDate): boolean {
  const [laterYear, laterMonth] = later.split('-').map(Number);
  const [earlierYear, earlierMonth] = earlier.split('-').map(Number);
  if (laterYear === undefined || earlierYear === undefined) return false;
  if (laterYear !== earlierYear) return laterYear > earlierYear;
  if (earlierMonth === undefined) return true;
  return laterMonth !== undefined && laterMonth >= earlierMonth;
}

/** The earliest release of a board known from its revision marker, or null. */
export function boardRelease(chipset: string, brand: string, name: string): BoardRevision | null {
  for (const revision of BOARD_REVISIONS) {
    if (!revision.chipsets.includes(chipset)) continue;
    if (!revision.maker.test(brand) && !revision.maker.test(name)) continue;
    if (revision.marker.test(name)) return revision;
  }
  return null;
}
