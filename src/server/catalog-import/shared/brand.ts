/** Makers whose name is more than one word; every other maker is the name's first word. */
const MULTI_WORD_BRANDS = [
  'be quiet!',
  'Cooler Master',
  'Creative Labs',
  'Fractal Design',
  'In Win',
  'Lian Li',
  'Silicon Power',
  'SK hynix',
  'Super Flower',
  'Western Digital',
  'Thermal Grizzly',
];

export interface BrandedName {
  brand: string;
  longName: string;
  shortName: string;
}

/**
 * Brand, long and short names from a product name. A known maker (BuildCores gives one)
 * wins when the name starts with it; the short name is the name without the brand.
 */
export function brandedName(name: string, maker?: string | null): BrandedName {
  const lower = name.toLowerCase();
  const prefix =
    maker && lower.startsWith(`${maker.toLowerCase()} `)
      ? maker
      : MULTI_WORD_BRANDS.find((b) => lower.startsWith(`${b.toLowerCase()} `));
  if (prefix) return named(name.slice(0, prefix.length), name, name.slice(prefix.length));
  if (maker) return named(maker, name, name);
  const [first = name, ...rest] = name.split(' ');
  return named(first, name, rest.join(' '));
}

function named(brand: string, longName: string, rest: string): BrandedName {
  const shortName = rest.trim();
  return { brand, longName, shortName: shortName === '' ? longName : shortName };
}
