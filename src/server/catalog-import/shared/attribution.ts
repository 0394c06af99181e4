// The notice lives in the domain so the site (footer) and the importer share one text.
export { BUILDCORES_ATTRIBUTION } from '../../../domain/catalog/attribution';
