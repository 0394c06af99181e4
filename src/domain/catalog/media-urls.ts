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

/** Widths (px) of the WebP renditions of the generated art (GET /media/…webp?w=). */
export const ART_WIDTHS = [112, 320, 640] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

export function isArtWidth(value: number): value is ArtWidth {
  return (ART_WIDTHS as readonly number[]).includes(value);
}

const ART_URL = /^(\/media\/(?:products|cases)\/[^?#]+)\.svg$/;

/**
 * The WebP rendition of generated art (`/media/…/x.svg` → `/media/…/x.webp?w=320`), or null
 * for any other URL. The browser decodes a WebP off its main thread; an SVG image is a whole
 * document of its own, built on the main thread (ADR 083).
 */
export function artRasterUrl(url: string, width: ArtWidth): string | null {
  const match = ART_URL.exec(url);
  return match ? `${match[1]}.webp?w=${width}` : null;
}

/**
 * `<img>` sources for an image that may be generated art: its WebP renditions with width
 * descriptors and the layout width (`sizes`), so the browser picks one for the screen's
 * density; any other URL as it is.
 */
export function artImageSources(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const src = artRasterUrl(url, 320);
  if (src === null) return { src: url };
  return {
    src,
    srcSet: ART_WIDTHS.map((width) => `${artRasterUrl(url, width)} ${width}w`).join(', '),
    sizes,
  };
}
