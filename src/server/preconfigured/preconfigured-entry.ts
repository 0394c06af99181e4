/**
 * One pre-configured build as the API shows it, computed from its stored selections and the
 * loaded catalogue: total (parts plus the assembly service, as completeBuild totals it), build
 * time, case image, spec list, and whether it can be listed (every part for sale and no issue
 * when completing, so 'Add to Basket' works).
 */
import { COMPONENT_FIELDS, createBuild, type Build } from '../../domain/build/build-model';
import {
  CATEGORY_LABELS,
  CHIPSET_NAMES,
  type ConfigureCategory,
} from '../../domain/catalog/categories';
import { displayBrand } from '../../domain/catalog/display-brand';
import type { Product } from '../../domain/catalog/specs';
import type { CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import { resolveParts, validate } from '../../domain/compatibility/validate';
import type {
  BuildSpec,
  FilterEntry,
  PreconfiguredBuild,
  PreconfiguredBuildItem,
} from '../../domain/contracts/preconfigured-builds';
import {
  ADD_TO_BASKET_TITLE,
  VIEW_BUILD_TITLE,
} from '../../domain/contracts/preconfigured-build-constants';
import { paths } from '../../domain/paths';
import { penceToPounds } from '../../domain/money/pence';
import { savedFieldsOf, summariseBuild, type BuildSummary } from '../builds/build-overview';
import { toBuildTime } from '../builds/build-time';
import { withAssemblyService } from '../builds/sundries';
import type { StoredPreconfiguredBuild } from '../db/repositories/preconfigured-build-repository';

export interface PreconfiguredEntry {
  stored: StoredPreconfiguredBuild;
  /** Every part for sale and no issue when completing: shown in the listings. */
  listed: boolean;
  item: PreconfiguredBuildItem;
  detail: PreconfiguredBuild;
}

/** The filter entries by id, to name a build's tags. */
export interface FilterNames {
  games: ReadonlyMap<number, FilterEntry>;
  resolutions: ReadonlyMap<number, FilterEntry>;
}

/** The card's spec list: processor, graphics, memory and the drives, in category order. */
const SPEC_FIELDS = [
  'cpu',
  'gpu',
  'memory',
  'storage',
  'secondaryStorage',
  'tertiaryStorage',
] as const satisfies readonly ConfigureCategory[];

function partName(product: Product): string {
  const brand = displayBrand(product.brand);
  return product.shortName.toLowerCase().startsWith(brand.toLowerCase())
    ? product.shortName
    : `${brand} ${product.shortName}`;
}

function specList(build: Build, index: CatalogueIndex): BuildSpec[] {
  const parts = resolveParts(build, index);
  const specs: BuildSpec[] = [];
  for (const field of SPEC_FIELDS) {
    const part = parts[field];
    if (part) specs.push({ category: field, label: CATEGORY_LABELS[field], value: partName(part) });
    else if (field === 'gpu' && parts.cpu?.specs.integratedGraphics)
      specs.push({
        category: 'gpu',
        label: CATEGORY_LABELS.gpu,
        value: `${parts.cpu.specs.integratedGraphics} (integrated)`,
      });
  }
  return specs;
}

/** A stored pre-configured build as the engine's build (with the assembly service). */
export function preconfiguredBuildOf(
  stored: StoredPreconfiguredBuild,
  index: CatalogueIndex,
): Build {
  const build = createBuild({
    chipset: stored.chipset,
    caseSize: stored.caseSize,
    fansTotal: stored.parts.fans ? (stored.fansTotal ?? 1) : null,
  });
  for (const field of COMPONENT_FIELDS) build[field] = stored.parts[field] ?? null;
  return withAssemblyService(build, index);
}

/** Every stored part resolves to a product of its field's category, and completing raises no issue. */
function canBeListed(stored: StoredPreconfiguredBuild, build: Build, index: CatalogueIndex) {
  const parts = resolveParts(build, index);
  const allForSale = COMPONENT_FIELDS.every(
    (field) => stored.parts[field] === undefined || parts[field] !== null,
  );
  return allForSale && validate(build, index, { completing: true }).issues.length === 0;
}

function tagsOf(ids: readonly number[], names: ReadonlyMap<number, FilterEntry>) {
  return ids.flatMap((id) => {
    const entry = names.get(id);
    return entry ? [{ id, name: entry.name }] : [];
  });
}

/** The build's assembly line (set by withAssemblyService) as the card names it, in pounds. */
function assemblyLineOf(build: Build, index: CatalogueIndex): PreconfiguredBuildItem['assembly'] {
  const product = build.sundries === null ? undefined : index.byId.get(build.sundries);
  if (product?.category !== 'sundries') return null;
  return { id: product.id, name: product.longName, price: penceToPounds(product.pricePence) };
}

function cardOf(
  stored: StoredPreconfiguredBuild,
  build: Build,
  summary: BuildSummary,
  index: CatalogueIndex,
  names: FilterNames,
): PreconfiguredBuildItem {
  const caseProduct = build.case === null ? undefined : index.byId.get(build.case);
  const totalPrice = penceToPounds(summary.totalPence);
  const buildTime = toBuildTime(summary.buildTimeDays);
  const resolutions = tagsOf(stored.resolutionIds, names.resolutions);
  const chipsetName = CHIPSET_NAMES[stored.chipset];
  const link = paths.buildOverview(stored.id);
  return {
    publicId: stored.id,
    link,
    title: stored.name,
    subTitle: [chipsetName, resolutions.map((r) => r.name).join(' / ')].filter(Boolean).join(' · '),
    description: stored.description,
    chipset: stored.chipset,
    image: summary.caseImage ?? '',
    image2x: null,
    imageAlt: caseProduct?.imagery
      ? `${stored.name}: ${caseProduct.imagery.mainImageAltText}`
      : stored.name,
    specs: specList(build, index),
    totalPrice,
    minPrice: totalPrice,
    assembly: assemblyLineOf(build, index),
    buildTime,
    info: { time: buildTime.text, price: totalPrice },
    buttonTitle: ADD_TO_BASKET_TITLE,
    isFeatured: stored.featuredSort !== null,
    isHighlighted: stored.highlighted,
    games: tagsOf(stored.gameIds, names.games),
    resolutions,
    tagReason: stored.tagReason,
    saveBuild: savedFieldsOf(build),
    ctas: [
      { kind: 'addToBasket', title: ADD_TO_BASKET_TITLE, link: null },
      { kind: 'viewBuild', title: VIEW_BUILD_TITLE, link },
    ],
  };
}

export function preconfiguredEntry(
  stored: StoredPreconfiguredBuild,
  index: CatalogueIndex,
  today: string,
  names: FilterNames,
): PreconfiguredEntry {
  const build = preconfiguredBuildOf(stored, index);
  const summary = summariseBuild(build, index, today);
  const item = cardOf(stored, build, summary, index, names);
  const listed = canBeListed(stored, build, index);
  const detail: PreconfiguredBuild = {
    publicId: stored.id,
    name: stored.name,
    description: stored.description,
    caseImage: summary.caseImage,
    components: summary.components,
    totalPrice: item.totalPrice,
    buildTime: item.buildTime,
    build: item.saveBuild,
    listed,
    item,
  };
  return { stored, listed, item, detail };
}
