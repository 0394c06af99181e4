import type { CaseItem } from '../../../domain/contracts/catalog';
import { GALLERY } from './carousel-settings';

export interface GalleryImage {
  src: string;
  alt: string;
}

/** '/media/cases/x/front.svg' -> 'front'; anything else -> null. */
function viewName(src: string): string | null {
  const match = /\/([a-z-]+)\.[a-z0-9]+$/i.exec(src);
  return match?.[1] ?? null;
}

/** The main image plus the first four gallery images (spec section 9), each with alt text. */
export function galleryImages(caseItem: CaseItem): GalleryImage[] {
  const { mainImage, mainImageAltText, gallery } = caseItem.imagery;
  const extra = gallery.filter((src) => src !== mainImage).slice(0, GALLERY.maxGalleryImages);
  return [
    { src: mainImage, alt: mainImageAltText || caseItem.longName },
    ...extra.map((src, index) => {
      const view = viewName(src);
      return {
        src,
        alt: view
          ? `${caseItem.longName}, ${view} view`
          : `${caseItem.longName}, image ${index + 2}`,
      };
    }),
  ];
}
