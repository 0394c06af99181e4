/**
 * Query keys of every cached call, in one factory so screens and loaders share them. Build
 * calls are keyed by the build's selections only (domain/build/build-selections.ts): a step
 * or mode change does not refetch, and a new selection supersedes (and cancels) the old call.
 */
import type { BuildSelections } from '../../domain/build/build-selections';
import type { CaseSizeFilter } from '../../domain/catalog/categories';
import type { GetBuildsQuery } from './endpoints';

export const queryKeys = {
  all: ['api'] as const,
  caseList: (caseSize: CaseSizeFilter) => ['api', 'case-list', caseSize] as const,
  case: (id: string) => ['api', 'case', id] as const,
  componentList: (category: string, filters: Record<string, string | number | null>) =>
    ['api', 'component-list', category, filters] as const,
  buildSetTypes: () => ['api', 'build-set-types'] as const,
  flaggedList: (field: string, selections: BuildSelections) =>
    ['api', 'flagged-list', field, selections] as const,
  partSearch: (field: string, selections: BuildSelections) =>
    ['api', 'part-search', field, selections] as const,
  validation: (selections: BuildSelections) => ['api', 'validation', selections] as const,
  buildOverview: (selections: BuildSelections, route: string | null) =>
    ['api', 'build-overview', route, selections] as const,
  savedBuild: (publicId: string) => ['api', 'saved-build', publicId] as const,
  buildsPage: (query: GetBuildsQuery) => ['api', 'builds-page', query] as const,
  buildFilters: (kind: 'game' | 'resolution') => ['api', 'build-filters', kind] as const,
  preconfiguredBuild: (publicId: string) => ['api', 'preconfigured-build', publicId] as const,
};
