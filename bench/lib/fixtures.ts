import { AMD_HIGH_END_SELECTIONS } from '../../src/server/db/seed/catalog/reference-builds';

/** What a browser sends, so answers come compressed as shoppers get them. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

/** A clean full build from the curated seed (no issues), as the configurator sends it. */
export const FULL_BUILD_BODY = JSON.stringify({
  ...AMD_HIGH_END_SELECTIONS,
  buildStep: 3,
  buildSubStep: 13,
  buildMode: 'expert',
  buildStart: true,
});

/** The two public datasets under ../shared/datasets, as folder and import format. */
export const DATASET_SOURCES = [
  ['pc-part-dataset', 'pc-part-dataset'],
  ['buildcores-open-db', 'buildcores'],
] as const;
