/**
 * One spelling per brand (ADR 107). The datasets spell many makers several ways ("Asus" and
 * "ASUS", "ASRock", "AsRock" and "ASROCK"), and the configurator groups its lists by brand, so
 * every import writes each brand one way: the table below first, then the spelling already
 * stored, then the first spelling the import reads. A leading dot (a brand sorted first, e.g.
 * '.Onboard') is kept; it is stripped for display only (displayBrand).
 */

/** Where a table entry's spelling comes from. */
type Styling =
  /** The maker writes its name this way on its own site and in its press text. */
  | 'maker'
  /** Not confirmed with the maker: the spelling most products of both datasets use. */
  | 'most common';

/**
 * Canonical spellings, each with the site that styles it (for 'maker' entries). Every brand
 * that two spellings share in the two public datasets is here (a test imports both and checks).
 */
const CANONICAL_BRANDS: readonly (readonly [name: string, styling: Styling, site?: string])[] = [
  ['ADATA', 'maker', 'adata.com'],
  ['Aerocool', 'most common'],
  ['aigo', 'most common'],
  ['Apevia', 'most common'],
  ['ARCTIC', 'maker', 'arctic.de'],
  ['Asiahorse', 'most common'],
  ['ASRock', 'maker', 'asrock.com'],
  ['ASUS', 'maker', 'asus.com'],
  ['be quiet!', 'maker', 'bequiet.com'],
  ['Colorful', 'most common'],
  ['Corsair', 'maker', 'corsair.com (Corsair Gaming, Inc.)'],
  ['Cougar', 'most common'],
  ['darkFlash', 'maker', 'darkflash.com'],
  ['DARKROCK', 'most common'],
  ['DeepCool', 'maker', 'deepcool.com'],
  ['G.SKILL', 'maker', 'gskill.com'],
  ['GAMDIAS', 'most common'],
  ['GameMax', 'most common'],
  ['GIGABYTE', 'maker', 'gigabyte.com'],
  ['GIGASTONE', 'most common'],
  ['Golden', 'most common'],
  ['HYTE', 'maker', 'hyte.com'],
  ['iBUYPOWER', 'maker', 'ibuypower.com'],
  ['ID-COOLING', 'maker', 'idcooling.com'],
  ['InWin', 'maker', 'in-win.com'],
  ['Jonsbo', 'most common'],
  ['KINGBANK', 'most common'],
  ['KLEVV', 'maker', 'klevv.com'],
  ['Lian Li', 'maker', 'lian-li.com (Lian Li Industrial Co., Ltd.)'],
  ['Montech', 'most common'],
  ['MUSETEX', 'most common'],
  ['PCCOOLER', 'maker', 'pccooler.com.cn'],
  ['Sabrent', 'most common'],
  ['Samsung', 'maker', 'samsung.com'],
  ['Sapphire', 'maker', 'sapphiretech.com (Sapphire Technology Limited)'],
  ['Seasonic', 'maker', 'seasonic.com'],
  ['SilverStone', 'maker', 'silverstonetek.com'],
  ['SK hynix', 'maker', 'skhynix.com'],
  ['Sparkle', 'most common'],
  ['TCSunBow', 'most common'],
  ['TEAMGROUP', 'maker', 'teamgroupinc.com'],
  ['upHere', 'most common'],
  ['V-Color', 'most common'],
  ['ZOTAC', 'maker', 'zotac.com'],
];

/**
 * The key spellings of one brand share: lower case, without a leading dot, spaces, hyphens or
 * punctuation ("In Win", "InWin" and "IN WIN" are one maker; so are "PC Cooler" and "Pccooler").
 */
export function brandKey(brand: string): string {
  return brand
    .replace(/^\./, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const TABLE: ReadonlyMap<string, string> = new Map(
  CANONICAL_BRANDS.map(([name]) => [brandKey(name), name]),
);

/** The table's spelling of a brand, or null when the table does not know it. */
export function tableBrand(brand: string): string | null {
  return TABLE.get(brandKey(brand)) ?? null;
}

/** The canonical names the table holds, for tests and docs. */
export const CANONICAL_BRAND_NAMES: readonly string[] = CANONICAL_BRANDS.map(([name]) => name);

const withDot = (original: string, canonical: string) =>
  original.startsWith('.') && !canonical.startsWith('.') ? `.${canonical}` : canonical;

/**
 * The spelling an import writes for each brand: the table's, else the one stored in the database
 * already (so a second import joins the first one's groups), else the first one this import met.
 */
export class BrandSpellings {
  private readonly chosen = new Map<string, string>();

  constructor(stored: Iterable<string> = []) {
    for (const brand of stored) this.canonical(brand);
  }

  canonical(brand: string): string {
    const key = brandKey(brand);
    if (key === '') return brand;
    let chosen = this.chosen.get(key);
    if (chosen === undefined) {
      chosen = TABLE.get(key) ?? brand.replace(/^\./, '');
      this.chosen.set(key, chosen);
    }
    return withDot(brand, chosen);
  }
}

/**
 * A name that starts with its brand spelled another way gets the canonical spelling
 * ("Asus PRIME B650-PLUS" under ASUS becomes "ASUS PRIME B650-PLUS"); other names are kept.
 */
export function withBrandSpelling(name: string, from: string, to: string): string {
  if (from === to || !name.startsWith(from)) return name;
  const next = name.charAt(from.length);
  return next === '' || next === ' ' ? to + name.slice(from.length) : name;
}
