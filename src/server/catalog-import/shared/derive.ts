/**
 * Facts both datasets describe with their own words, mapped onto the domain's values.
 * Each answers null when the source value has no honest equivalent.
 */
import type {
  BoardFormFactor,
  CpuVendor,
  MemoryType,
  PsuFormFactor,
} from '../../../domain/catalog/spec-constants';

/**
 * 'LGA 1700' -> 'LGA1700' (the curated catalogue's spelling), 'LGA 1151v2' -> 'LGA1151',
 * 'LGA 2011-3 Narrow' -> 'LGA2011-3 Narrow' (a single-socket board with the narrow cooler
 * mount), 'sTR4' -> 'TR4' (one socket, two spellings in BuildCores).
 */
export function normaliseSocket(socket: string): string {
  return socket
    .replace(/^LGA\s+/i, 'LGA')
    .replace(/^(LGA\d+)v\d$/i, '$1')
    .replace(/\s+narrow$/i, ' Narrow')
    .replace(/^sTR4$/, 'TR4');
}

/** The CPU maker a desktop socket belongs to; null for integrated or multi-socket boards. */
export function vendorForSocket(socket: string): CpuVendor | null {
  if (/^LGA\d+(-\d)?( Narrow)?$/.test(socket)) return 'intel';
  if (/^(AM\d\+?|FM\d\+?|sTRX?\d|TR4|sWRX\d)$/.test(socket)) return 'amd';
  return null;
}

/** Memory a socket's platform takes, when every board of it takes the same. */
export function memoryTypesForSocket(socket: string | null): MemoryType[] | null {
  switch (socket) {
    case 'AM5':
    case 'LGA1851':
      return ['DDR5'];
    case 'AM4':
    case 'LGA1200':
      return ['DDR4'];
    case 'LGA1700':
      return ['DDR4', 'DDR5'];
    default:
      return null;
  }
}

export function memoryType(value: unknown): MemoryType | null {
  if (value === 'DDR4' || value === 4) return 'DDR4';
  if (value === 'DDR5' || value === 5) return 'DDR5';
  return null;
}

const BOARD_FORM_FACTORS: Record<string, BoardFormFactor> = {
  atx: 'ATX',
  'micro atx': 'Micro-ATX',
  microatx: 'Micro-ATX',
  'mini itx': 'Mini-ITX',
  'mini-itx': 'Mini-ITX',
  'thin mini itx': 'Mini-ITX',
  'thin mini-itx': 'Mini-ITX',
  eatx: 'E-ATX',
  'e-atx': 'E-ATX',
};

export function boardFormFactor(value: string): BoardFormFactor | null {
  return BOARD_FORM_FACTORS[value.toLowerCase()] ?? null;
}

export function psuFormFactor(value: string): PsuFormFactor | null {
  const upper = value.toUpperCase();
  if (/^FLEX[\s-]?ATX$/.test(upper)) return 'Flex ATX';
  return upper === 'ATX' || upper === 'SFX' || upper === 'SFX-L' ? upper : null;
}

/** 'Wifi 6E Bluetooth 5.3' -> 'Wi-Fi 6E'; 'None' -> 'none'; else null. */
export function wifiStandard(value: string | null): string | null {
  if (value === null) return null;
  if (/^none$/i.test(value)) return 'none';
  const match = /wi-?fi[\s-]*(\d+E?)/i.exec(value);
  return match?.[1] ? `Wi-Fi ${match[1].toUpperCase()}` : null;
}

/** '80+ Gold' / 'gold' -> '80 PLUS Gold'; 'plus' / '80+' -> '80 PLUS'. */
export function efficiencyRating(value: string | null): string | null {
  if (value === null) return null;
  const grade = value
    .replace(/^80\+\s*/i, '')
    .trim()
    .toLowerCase();
  if (grade === '' || grade === 'plus' || grade === 'standard' || grade === 'white')
    return '80 PLUS';
  if (['bronze', 'silver', 'gold', 'platinum', 'titanium'].includes(grade)) {
    return `80 PLUS ${grade[0]?.toUpperCase()}${grade.slice(1)}`;
  }
  return null;
}

export function modularity(value: unknown): 'full' | 'semi' | 'none' | null {
  if (value === false || value === 'Non-Modular') return 'none';
  if (typeof value !== 'string') return null;
  if (/^full/i.test(value)) return 'full';
  if (/^semi/i.test(value)) return 'semi';
  return null;
}

export const MODULAR_TEXT = {
  full: 'fully modular',
  semi: 'semi-modular',
  none: 'non-modular',
} as const;

/** Case panel colour for the generated art: white only when the case's main colour is white. */
export function artColour(colour: string | null): 'black' | 'white' {
  return colour !== null && /^white/i.test(colour) ? 'white' : 'black';
}

/**
 * The spec's case sizes from a case type such as 'ATX Mid Tower'. Small desktop, slim
 * and HTPC cases are the shop's smallest size (1); open test benches are not cases: null.
 */
export function caseSizeFromType(type: string): 1 | 2 | 3 | 4 | null {
  if (/super tower/i.test(type)) return 4;
  if (/full tower/i.test(type)) return 3;
  if (/mid tower/i.test(type)) return 2;
  if (/mini tower|slim|desktop|htpc|mini itx tower/i.test(type)) return 1;
  return null;
}

/** The art's front style: mesh when the name says so; the dataset never describes the front. */
export function artFront(name: string): 'mesh' | 'solid' {
  return /mesh|airflow/i.test(name) ? 'mesh' : 'solid';
}
