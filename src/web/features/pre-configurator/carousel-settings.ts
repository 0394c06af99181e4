import { TIMINGS } from '../../../domain/timings';

/** Case carousel and gallery settings of spec section 9, in one place. */
export const CASE_CAROUSEL = {
  speedMs: TIMINGS.caseCarouselSpeedMs,
  autoplayDelayMs: TIMINGS.caseCarouselAutoplayMs,
  // Only depth and modifier are given; no rotation keeps neighbouring cases readable.
  coverflow: { depth: 300, modifier: 2, rotate: 0, stretch: 0, slideShadows: false },
  /**
   * Slides per view (virtual slides need a number): about 64% of the width per slide on a
   * phone and 46% from a tablet up, so a neighbour shows on each side.
   */
  slidesPerView: 1.56,
  tabletSlidesPerView: 2.17,
  tabletFromPx: 768,
  /** Rendered slides besides those in view: one neighbour more each side for the coverflow. */
  virtual: { enabled: true, addSlidesBefore: 1, addSlidesAfter: 1 },
  /** Spacing between slides from the widest breakpoint up. */
  wideSpaceBetween: 75,
  wideFromPx: 1920,
} as const;

export const GALLERY = {
  speedMs: TIMINGS.galleryTransitionMs,
  /** The main image plus at most this many gallery images. */
  maxGalleryImages: 4,
  thumbnailsPerView: 2,
  thumbnailBreakpoints: {
    640: { slidesPerView: 3 },
    1024: { slidesPerView: 4 },
    1560: { slidesPerView: 5 },
  },
} as const;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
