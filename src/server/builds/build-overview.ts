/** The overview of a build: its parts as the catalogue describes them, build time, total and case image. */
import { COMPONENT_FIELDS, createBuild, type Build } from '../../domain/build/build-model';
import { displayBrand } from '../../domain/catalog/display-brand';
import type { CatalogueIndex } from '../../domain/compatibility/catalogue-index';
import { buildCost, resolveParts } from '../../domain/compatibility/validate';
import type {
  BuildOverview,
  OverviewComponent,
  SavedBuildFields,
} from '../../domain/contracts/build-api';
import { penceToPounds, type Pence } from '../../domain/money/pence';
import { buildTimeDays, toBuildTime } from './build-time';
import { assemblyCharge, caseSizeOf } from '../../domain/compatibility/assembly-charge';

/** The selections a saved build keeps. */
export function savedFieldsOf(build: Build): SavedBuildFields {
  const fields = {
    chipset: build.chipset,
    caseSize: build.caseSize,
    fansTotal: build.fans === null ? null : build.fansTotal,
  } as SavedBuildFields;
  for (const field of COMPONENT_FIELDS) fields[field] = build[field];
  return fields;
}

export function buildFromSaved(fields: SavedBuildFields): Build {
  return createBuild(fields);
}

export interface BuildSummary {
  components: OverviewComponent[];
  totalPence: Pence;
  buildTimeDays: number;
  caseImage: string | null;
}

export function summariseBuild(build: Build, index: CatalogueIndex, today: string): BuildSummary {
  const parts = resolveParts(build, index);
  // The assembly charge is a line of its own, as in the total (assembly-charge.ts).
  parts.sundries = assemblyCharge(build, parts.sundries, index);
  const components: OverviewComponent[] = [];
  for (const field of COMPONENT_FIELDS) {
    const part = parts[field];
    if (!part) continue;
    components.push({
      category: field,
      id: part.id,
      longName: part.longName,
      shortName: part.shortName,
      brand: displayBrand(part.brand),
      description: part.description,
      imageUrl: part.imageUrl,
      price: penceToPounds(part.pricePence),
      quantity: field === 'fans' ? (build.fansTotal ?? 1) : 1,
      ...(part.stock.status === 'retired' ? { retired: true as const } : {}),
    });
  }
  return {
    components,
    totalPence: buildCost(build, parts, index),
    buildTimeDays: buildTimeDays(Object.values(parts), caseSizeOf(build, index), today),
    caseImage: parts.case?.imagery.mainImage ?? null,
  };
}

export function toOverview(summary: BuildSummary, route: BuildOverview['route']): BuildOverview {
  return {
    route,
    components: summary.components,
    buildTime: toBuildTime(summary.buildTimeDays),
    totalPrice: penceToPounds(summary.totalPence),
    caseImage: summary.caseImage,
  };
}
