/**
 * A processor's platform generation (the key of the chipset tables in chipset-support.ts),
 * derived from its model number where that is unambiguous, else from the generation or
 * microarchitecture its catalogue record gives. The model number goes first because the
 * datasets mislabel some parts (BuildCores calls the i9-13900K "Raptor Lake Refresh" and the
 * i5-14500T "Raptor Lake"), while Intel and AMD number their generations consistently.
 */
import type { CpuProduct } from '../../catalog/specs';
import { GENERATIONS, type Generation } from './generations';

/** Intel Core i3/i5/i7/i9 by model number ("i9-13900K", "i5 14600KF"). */
function coreGeneration(number: string, suffix: string): Generation | null {
  const n = Number(number);
  if (/^(H|HK|HX|HQ|HS|U|G\d)$/.test(suffix)) return null; // mobile parts are soldered
  const x = /^X/.test(suffix);
  if (number.length === 5) {
    if (n >= 10_900 && n < 11_000 && x) return 'Cascade Lake-X';
    const byThousand: Record<number, Generation> = {
      10: 'Comet Lake',
      11: 'Rocket Lake',
      12: 'Alder Lake',
      13: 'Raptor Lake',
      14: 'Raptor Lake Refresh',
    };
    return byThousand[Math.floor(n / 1000)] ?? null;
  }
  if (number.length !== 4) return null;
  const hundreds = Math.floor(n / 100);
  if (hundreds === 58 || hundreds === 59) return 'Haswell-E';
  if (hundreds === 68 || hundreds === 69) return 'Broadwell-E';
  if (hundreds >= 60 && hundreds <= 67) return 'Skylake';
  if (hundreds === 76 || hundreds === 77) return x ? 'Kaby Lake-X' : 'Kaby Lake';
  if (hundreds >= 78 && hundreds <= 79 && x) return 'Skylake-X';
  if (hundreds >= 70 && hundreds <= 79) return 'Kaby Lake';
  if (hundreds >= 80 && hundreds <= 89) return 'Coffee Lake';
  if (hundreds >= 98 && hundreds <= 99 && x) return 'Skylake-X Refresh';
  if (hundreds >= 90 && hundreds <= 99) return 'Coffee Lake Refresh';
  return null;
}

/** Pentium and Celeron G-numbers (Intel ARK lists each model's code name). */
const PENTIUM_CELERON: ReadonlyArray<[RegExp, Generation]> = [
  [/^G(39[02]0|44\d0|45\d0)$/, 'Skylake'],
  [/^G(39[35]0|456\d|46\d0)$/, 'Kaby Lake'],
  [/^G(4930|4950|5420|5620)$/, 'Coffee Lake Refresh'],
  [/^G(49[02]0|5[456]00)$/, 'Coffee Lake'],
  [/^G(59\d\d|6[456]0\d)$/, 'Comet Lake'],
  [/^G(6900|7400)$/, 'Alder Lake'],
];

function intelGeneration(name: string): Generation | null {
  const ultra = /\bCore\s+Ultra\s+[3579]\s+(\d)\d{2}([A-Z]*)(\s+Plus)?\b/i.exec(name);
  if (ultra) {
    if (ultra[1] !== '2' || /H|U|V/.test(ultra[2] ?? '')) return null; // 100/200H/V are mobile
    return ultra[3] ? 'Arrow Lake Refresh' : 'Arrow Lake';
  }
  const core = /\bCore\s+i[3579][\s-]+(\d{4,5})([A-Z]*\d?)/i.exec(name);
  if (core) return coreGeneration(core[1] ?? '', (core[2] ?? '').toUpperCase());
  const e3 = /\bXeon\s+E3[\s-]*1\d{3}L?\s*v([56])\b/i.exec(name);
  if (e3) return e3[1] === '5' ? 'Xeon E3 v5' : 'Xeon E3 v6';
  const e = /\bXeon\s+E[\s-]+2(\d)\d{2}[A-Z]*\b/i.exec(name);
  if (e) return e[1] === '1' ? 'Xeon E-2100' : e[1] === '2' ? 'Xeon E-2200' : null;
  const e5 = /\bXeon\s+E5[\s-]*[12]\d{3}[A-Z]*\s*v([34])\b/i.exec(name);
  if (e5) return e5[1] === '3' ? 'Xeon E5 v3' : 'Xeon E5 v4';
  const w = /\bXeon\s+W[\s-]*2(\d)\d{2}/i.exec(name);
  if (w) return w[1] === '1' ? 'Xeon W-2100' : w[1] === '2' ? 'Xeon W-2200' : null;
  const g = /\b(?:Pentium|Celeron)(?:\s+Gold|\s+Silver)?\s+(G\d{4})\b/i.exec(name);
  if (g) return PENTIUM_CELERON.find(([pattern]) => pattern.test(g[1] ?? ''))?.[1] ?? null;
  return null;
}

/** Ryzen desktop parts by model number: the first digit is the series, the suffix says APU or not. */
function ryzenGeneration(number: string, suffix: string): Generation | null {
  if (/^(H|HS|HX|U|HX3D)$/.test(suffix)) return null; // mobile
  const apu = suffix.includes('G');
  switch (number[0]) {
    case '1':
      return /AF/.test(suffix) ? null : 'Summit Ridge'; // the 1600 AF is 12 nm Zen+ silicon
    case '2':
      return apu ? 'Raven Ridge' : 'Pinnacle Ridge';
    case '3':
      return apu ? 'Picasso' : 'Matisse';
    case '4':
      return 'Renoir';
    case '5':
      // The Ryzen 5 5500 and Ryzen 7 5700 are Cezanne dies without graphics.
      return apu || ((number === '5500' || number === '5700') && suffix === '')
        ? 'Cezanne'
        : 'Vermeer';
    case '7':
      return 'Raphael';
    case '8':
      return 'Phoenix';
    case '9':
      return 'Granite Ridge';
    default:
      return null;
  }
}

function amdGeneration(name: string): Generation | null {
  const threadripper = /\bThreadripper\s+(?:PRO\s+)?(\d)\d{3}(WX|X)?\b/i.exec(name);
  if (threadripper) {
    const wx = threadripper[2]?.toUpperCase() === 'WX';
    const bySeries: Record<string, Generation> = {
      '1': 'Whitehaven',
      '2': 'Colfax',
      '7': 'Storm Peak',
      '9': 'Shimada Peak',
    };
    if (threadripper[1] === '3') return wx ? null : 'Castle Peak'; // 3000WX are sWRX8 parts
    return bySeries[threadripper[1] ?? ''] ?? null;
  }
  const ryzen = /\bRyzen\s+[3579]\s+(?:PRO\s+)?(\d{4})([A-Z0-9]*)\b/i.exec(name);
  if (ryzen) return ryzenGeneration(ryzen[1] ?? '', (ryzen[2] ?? '').toUpperCase());
  if (/\bA(6|8|10|12)-9\d{3}/i.test(name) || /\bAthlon\s+X4\s+9\d0\b/i.test(name))
    return 'Bristol Ridge';
  if (/\bAthlon\s+2\d0GE\b/i.test(name)) return 'Raven Ridge';
  if (/\bAthlon\s+(?:(?:Gold|Silver)\s+)?(3000G|3[0-9]{2}GE|3\d50GE?)\b/i.test(name))
    return 'Picasso';
  return null;
}

/**
 * Microarchitecture names that mean one generation on a socket (AM5's "Zen 4" is Raphael or
 * Phoenix, AM4's "Zen 3" Vermeer or Cezanne: those stay unknown).
 */
const BY_SOCKET_AND_FIELD: Readonly<Record<string, Readonly<Record<string, Generation>>>> = {
  AM5: { 'Zen 5': 'Granite Ridge' },
};

/** Laptop parts (soldered, no desktop platform): H, HK, HX, HS, U, P, Y suffixes. */
const MOBILE =
  /\b(?:i[3579][\s-]+\d{4,5}(?:H|HK|HX|HQ|HS|U)|Ryzen\s+[3579]\s+(?:PRO\s+)?\d{4}(?:H|HS|HX|U))\b/i;

/** The generation of a processor from its name, else its own field (see the module comment). */
export function deriveGeneration(
  name: string,
  vendor: 'intel' | 'amd',
  socket: string | null,
  field: string | null,
): Generation | null {
  name = name.replace(/[™®]/g, ' ');
  if (MOBILE.test(name)) return null;
  const fromName = vendor === 'intel' ? intelGeneration(name) : amdGeneration(name);
  if (fromName) return fromName;
  if (field === null) return null;
  if ((GENERATIONS as readonly string[]).includes(field)) return field as Generation;
  return socket === null ? null : (BY_SOCKET_AND_FIELD[socket]?.[field] ?? null);
}

const cache = new WeakMap<CpuProduct, Generation | null>();

/** deriveGeneration for a catalogue product, computed once per product object. */
export function cpuGeneration(cpu: CpuProduct): Generation | null {
  let generation = cache.get(cpu);
  if (generation === undefined) {
    generation = deriveGeneration(
      `${cpu.longName} ${cpu.shortName}`,
      cpu.specs.vendor,
      cpu.specs.socket,
      cpu.specs.generation,
    );
    cache.set(cpu, generation);
  }
  return generation;
}
