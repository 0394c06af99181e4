/**
 * Notices that a data licence requires wherever products from that source are shown.
 * ODC-By 1.0 (BuildCores OpenDB) requires attribution; the MIT-licensed pc-part-dataset
 * and our own data do not ask for one on the page.
 */
export const BUILDCORES_ATTRIBUTION =
  'Contains data from BuildCores OpenDB, made available under the ODC Attribution License.';

const ATTRIBUTION_BY_SOURCE: Readonly<Record<string, string>> = {
  buildcores: BUILDCORES_ATTRIBUTION,
};

/** The notices owed for a catalogue holding products from these sources, in a stable order. */
export function attributionsFor(sources: Iterable<string>): string[] {
  const notices = new Set<string>();
  for (const source of sources) {
    const notice = ATTRIBUTION_BY_SOURCE[source];
    if (notice) notices.add(notice);
  }
  return [...notices].sort();
}
