/**
 * URLs of the generated product art. The server serves them (src/server/media renders
 * the SVG); the seed and the web app use these helpers so both sides agree.
 */

export const CASE_GALLERY_VIEWS = ['front', 'side', 'rear', 'top', 'interior'] as const;
export const CASE_VIEWS = ['main', ...CASE_GALLERY_VIEWS] as const;
export type CaseView = (typeof CASE_VIEWS)[number];

export function isCaseView(value: string): value is CaseView {
  return (CASE_VIEWS as readonly string[]).includes(value);
}

/** `/media/products/{id}.svg` */
export function productImageUrl(id: string): string {
  return `/media/products/${encodeURIComponent(id)}.svg`;
}

/** `/media/cases/{id}/{view}.svg` */
export function caseImageUrl(id: string, view: CaseView): string {
  return `/media/cases/${encodeURIComponent(id)}/${view}.svg`;
}

/** A case's imagery: the main image plus every gallery angle. */
export function caseImagery(id: string, mainImageAltText: string) {
  return {
    mainImage: caseImageUrl(id, 'main'),
    mainImageAltText,
    gallery: CASE_GALLERY_VIEWS.map((view) => caseImageUrl(id, view)),
  };
}
