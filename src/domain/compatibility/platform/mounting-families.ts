/**
 * Cooler mounting families: sockets whose boards have the same cooler hole pattern, so a
 * cooler made for one fits the others. Coolers list socket names, and lists lag behind new
 * sockets (BuildCores coolers name "LGA 2011" and "LGA 2066" but rarely "LGA 2011-3").
 *
 * - Intel LGA1150/1151/1155/1156/1200: 75 × 75 mm holes (Intel's thermal design guides keep
 *   the LGA115x keep-out and hole pattern for LGA1200).
 * - Intel LGA1700/1851: 78 × 78 mm (Intel: LGA1851 keeps LGA1700's cooler mounting).
 * - Intel LGA2011, LGA2011-3, LGA2066 with the square ILM: 80 × 80 mm threaded posts. Server
 *   boards with the narrow ILM (56 × 94 mm, "LGA 2011-3 Narrow") are a family of their own.
 * - AMD AM2/AM2+/AM3/AM3+/FM1/FM2/FM2+: 96 × 48 mm; AM4/AM5: 90 × 54 mm (AMD's AM4 mounting
 *   change, 2016; AM5 keeps AM4's holes and retention clips, AMD 2022).
 * - AMD TR4/sTR4/sTRX4/sTR5/sWRX8 (and SP3): the Threadripper frame.
 *
 * Exception: AM5 boards' backplate is fixed to the socket frame, so an AM4 cooler that
 * brings its own backplate does not fit (HotHardware, 2022: "if it uses a custom backplate,
 * it's a no-go"). A cooler that lists AM4 but not AM5 therefore fits AM5 with a caveat.
 * https://hothardware.com/news/is-your-cpu-cooler-compatible-with-am5-for-zen-4 ; AM4's
 * 90 × 54 mm against AM3's 96 × 48 mm: https://www.teckknow.com/old-cpu-coolers-will-not-compatible-amds-new-am4-socket/
 */
import type { CoolingCpuProduct } from '../../catalog/specs';

const FAMILIES: readonly (readonly string[])[] = [
  // 'LGA115x' (and BuildCores' truncated 'LGA 115') is how cooler makers name the whole family.
  ['LGA1150', 'LGA1151', 'LGA1155', 'LGA1156', 'LGA1200', 'LGA115x', 'LGA115'],
  ['LGA1700', 'LGA1851'],
  ['LGA2011', 'LGA2011-3', 'LGA2066'],
  ['LGA2011-3 Narrow'],
  ['LGA1366'],
  ['LGA775'],
  ['AM2', 'AM2+', 'AM3', 'AM3+', 'FM1', 'FM2', 'FM2+'],
  ['AM4', 'AM5'],
  ['TR4', 'sTR4', 'sTRX4', 'sTR5', 'sWRX8', 'SP3'],
];

const FAMILY_OF = new Map<string, number>();
FAMILIES.forEach((sockets, family) => {
  for (const socket of sockets) FAMILY_OF.set(socket.toUpperCase(), family);
});

/** The mounting family of a socket name, or null for a socket not in the table. */
export function mountingFamily(socket: string): number | null {
  return FAMILY_OF.get(socket.toUpperCase()) ?? null;
}

/** The sockets of a socket's family (itself alone when it has none). */
export function familySockets(socket: string): readonly string[] {
  const family = mountingFamily(socket);
  return family === null ? [socket] : (FAMILIES[family] ?? [socket]);
}

/**
 * listed: the cooler names the socket; family: it names a socket of the same family;
 * backplate: AM5 from an AM4 listing (fits unless it needs its own backplate); no: neither.
 */
export type MountFit = 'listed' | 'family' | 'backplate' | 'no';

interface CoolerMounts {
  sockets: Set<string>;
  families: Set<number>;
}

const mountsCache = new WeakMap<CoolingCpuProduct, CoolerMounts>();

function coolerMounts(cooler: CoolingCpuProduct): CoolerMounts {
  let mounts = mountsCache.get(cooler);
  if (!mounts) {
    const sockets = new Set((cooler.specs.sockets ?? []).map((s) => s.toUpperCase()));
    const families = new Set<number>();
    for (const socket of sockets) {
      const family = FAMILY_OF.get(socket);
      if (family !== undefined) families.add(family);
    }
    mounts = { sockets, families };
    mountsCache.set(cooler, mounts);
  }
  return mounts;
}

/** Upper-cased socket names, memoised: flagging asks for the same few thousands of times. */
const upperCase = new Map<string, string>();
function upperOf(socket: string): string {
  let value = upperCase.get(socket);
  if (value === undefined) {
    value = socket.toUpperCase();
    upperCase.set(socket, value);
  }
  return value;
}

export function coolerMountFit(cooler: CoolingCpuProduct, socket: string): MountFit {
  const { sockets, families } = coolerMounts(cooler);
  const upper = upperOf(socket);
  if (sockets.has(upper)) return 'listed';
  const family = FAMILY_OF.get(upper);
  if (family === undefined || !families.has(family)) return 'no';
  return upper === 'AM5' ? 'backplate' : 'family';
}
