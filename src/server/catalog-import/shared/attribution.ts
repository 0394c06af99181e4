/**
 * ODC-By 1.0 requires this notice wherever BuildCores OpenDB data is shown
 * (e.g. the site footer credits when the catalogue holds products with source 'buildcores').
 */
export const BUILDCORES_ATTRIBUTION =
  'Contains data from BuildCores OpenDB, made available under the ODC Attribution License.';
