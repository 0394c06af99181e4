/**
 * Registered (RDIMM/LRDIMM) and ECC memory, told from a kit's name and part numbers. The
 * datasets' own field is not enough: 152 BuildCores RAM records say "Registered" in the name
 * while their `registered` field says "Unbuffered", and pc-part-dataset has no such field.
 *
 * Part-number codes (makers' part-number guides):
 * - Kingston: KSM/KVR <speed> R… registered, E… ECC unbuffered (KSM32RD4, KSM32ED8, KVR21R15);
 *   FURY Renegade Pro KF<speed>R… registered (KF548R36RB).
 * - Samsung: M393/M386/M321 registered or load-reduced, M391/M324 ECC unbuffered.
 * - Micron/Crucial: MTA…ASF…72P… registered, MTA…ASF…72A… ECC unbuffered (x72 = ECC width).
 * - SK hynix: HMA…GR… registered. G.Skill Zeta R5: F5-<speed>R… registered.
 */
import type { MemoryProduct } from '../../catalog/specs';

export interface ModuleKind {
  /** true registered, false unbuffered, null when name and part numbers do not say. */
  registered: boolean | null;
  ecc: boolean | null;
}

const REGISTERED_NAME = /\b(registered|rdimm|lrdimm|load[\s-]reduced|ecc\s+reg)\b/i;
const UNBUFFERED_NAME = /\b(unbuffered|udimm)\b/i;
const NON_ECC_NAME = /\bnon[\s-]?ecc\b/i;
const ECC_NAME = /\becc\b/i;
/** Lines sold for servers and workstations, in both kinds: the name alone does not tell. */
const SERVER_LINE = /\b(server|workstation)\b/i;

const REGISTERED_PART = [
  /^KSM\d{2}R/i,
  /^KVR\d{2}R/i,
  /^KF\d{3}R\d/i,
  /^M(393|386|321)[A-Z]/i,
  /^MTA\d+ASF\d+G72P/i,
  /^HMA\d+GR/i,
  /^F5-\d{4}R\d/i,
];
const ECC_UNBUFFERED_PART = [
  /^KSM\d{2}E/i,
  /^KVR\d{2}E/i,
  /^M(391|324)[A-Z]/i,
  /^MTA\d+ASF\d+G72A/i,
];

/** What the name and part numbers say; null fields where they say nothing. */
export function moduleKindFromNames(name: string, partNumbers: readonly string[] = []): ModuleKind {
  const texts = [name, ...partNumbers];
  const registeredPart = partNumbers.some((p) => REGISTERED_PART.some((re) => re.test(p.trim())));
  const eccPart = partNumbers.some((p) => ECC_UNBUFFERED_PART.some((re) => re.test(p.trim())));
  if (registeredPart || REGISTERED_NAME.test(name)) return { registered: true, ecc: true };
  const unbuffered = eccPart || texts.some((t) => UNBUFFERED_NAME.test(t));
  const ecc = eccPart ? true : NON_ECC_NAME.test(name) ? false : ECC_NAME.test(name) ? true : null;
  return { registered: unbuffered ? false : null, ecc };
}

/**
 * The kit's kind, with what a name that says nothing means: desktop kits are unbuffered and
 * non-ECC (registered memory is always sold as such), except server and workstation lines,
 * which come in both kinds (unknown).
 */
export function moduleKind(name: string, partNumbers: readonly string[] = []): ModuleKind {
  const found = moduleKindFromNames(name, partNumbers);
  const serverLine = SERVER_LINE.test(name);
  return {
    registered: found.registered ?? (serverLine ? null : false),
    ecc: found.ecc ?? (serverLine ? null : false),
  };
}

const cache = new WeakMap<MemoryProduct, boolean | null>();

/** Is the kit registered? Its own fact, else read from its name (rows stored before the field). */
export function memoryIsRegistered(memory: MemoryProduct): boolean | null {
  if (memory.specs.registered !== null) return memory.specs.registered;
  let registered = cache.get(memory);
  if (registered === undefined) {
    registered = moduleKind(memory.longName).registered;
    cache.set(memory, registered);
  }
  return registered;
}
