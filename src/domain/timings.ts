/**
 * Every delay of spec section 9 (and the few the spec mentions elsewhere), in milliseconds.
 * One module so that components and tests (with fake clocks) share the same numbers.
 */
export const TIMINGS = {
  /** GET settings again when the anti-forgery token is this old. */
  settingsRefreshMs: 4 * 60 * 1000,
  /** How often the token's age is checked. */
  settingsCheckMs: 15 * 1000,
  /** Overlay after choosing a chipset or adding a case. */
  transitionOverlayMs: 4000,
  /** Full-screen loading state after completing a build. */
  completionLoaderMs: 4000,
  /** Build loader: each step goes from progress to complete after this long… */
  buildLoaderStepMs: 3000,
  /** …and the next step starts loading this long after the previous one began. */
  buildLoaderNextStepMs: 3500,
  /** Resume loader transitions (from a share or pre-configured build). */
  resumeLoaderFirstMs: 700,
  resumeLoaderSecondMs: 1400,
  /** Overview loader lasts about this long. */
  overviewLoaderMs: 1200,
  /** A modal opens this long after mount. */
  modalOpenDelayMs: 100,
  /** The copy-link button shows its copied state this long. */
  copyConfirmationMs: 1000,
  /** The case list result is delayed by this long. */
  caseFetchDelayMs: 500,
  /** The carousel's active slide is checked this long after a change. */
  activeSlideCheckMs: 100,
  /** Case carousel: slide transition speed and autoplay delay (spec section 9). */
  caseCarouselSpeedMs: 1000,
  caseCarouselAutoplayMs: 3000,
  /** Not in the spec: the gallery modal's slide transition. */
  galleryTransitionMs: 300,
  /** Not in the spec: how long the site loader shows its finished checkmark before it goes. */
  siteLoaderCompleteMs: 600,
  /** Not in the spec: the site loader waits at most this long for the first settings call. */
  siteLoaderMaxWaitMs: 3000,
} as const;
