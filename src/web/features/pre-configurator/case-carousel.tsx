import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Virtual } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/a11y';
import 'swiper/css/virtual';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { TIMINGS } from '../../../domain/timings';
import { CarouselButton } from './carousel-button';
import { CASE_CAROUSEL, prefersReducedMotion } from './carousel-settings';
import styles from './case-carousel.module.css';

export interface CaseCarouselProps {
  cases: readonly CaseItem[];
  /** Reported TIMINGS.activeSlideCheckMs after each slide change (spec section 7). */
  onActiveIndexChange: (index: number) => void;
  /** Autoplay rests while true (pointer or focus on the case screen, gallery open). */
  paused: boolean;
}

/** The coverflow carousel of cases. Mount it with a new key to start again on the first case. */
export function CaseCarousel({ cases, onActiveIndexChange, paused }: CaseCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: cases.length <= 1 });
  const [announcement, setAnnouncement] = useState('');
  const check = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [reducedMotion] = useState(prefersReducedMotion);

  useEffect(() => () => void (check.current && clearTimeout(check.current)), []);

  // Swiper's pause() lasts only until the next slide transition ends (its own hover pause guards
  // against that with a private flag): a transition ending while the shopper is still on the
  // carousel resumed autoplay. So every resume while held is paused again at once.
  const held = useRef(paused);
  useEffect(() => {
    held.current = paused;
    const autoplay = swiper?.autoplay;
    if (!autoplay?.running) return;
    if (paused) autoplay.pause();
    else autoplay.resume();
  }, [swiper, paused]);

  // The latest report function, read by a handler the memoised Swiper keeps.
  const report = useRef(onActiveIndexChange);
  useEffect(() => {
    report.current = onActiveIndexChange;
  });
  const onSlideChange = useCallback((instance: SwiperInstance) => {
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
    if (check.current) clearTimeout(check.current);
    check.current = setTimeout(
      () => report.current(instance.activeIndex),
      TIMINGS.activeSlideCheckMs,
    );
  }, []);

  // One element per case, made once per list: with thousands of cases, making them again on
  // every state change of the carousel (its arrows, its announcement) took most of its time.
  const slides = useMemo(
    () =>
      cases.map((item, index) => (
        <SwiperSlide key={item.id} virtualIndex={index} className={styles.slide}>
          <figure className={styles.figure}>
            <img
              className={styles.image}
              src={item.imagery.mainImage}
              alt={item.imagery.mainImageAltText || item.longName}
              width={480}
              height={480}
              // Only rendered slides exist: the active one and its neighbours, all in view.
              loading={index < 3 ? 'eager' : 'lazy'}
              draggable={false}
            />
            <figcaption className={styles.caption}>{item.shortName}</figcaption>
          </figure>
        </SwiperSlide>
      )),
    [cases],
  );

  const step = (direction: -1 | 1) => {
    if (!swiper) return;
    if (direction < 0) swiper.slidePrev();
    else swiper.slideNext();
    const index = swiper.activeIndex;
    setAnnouncement(`Case ${index + 1} of ${cases.length}: ${cases[index]?.longName ?? ''}`);
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label="Cases"
      onKeyDown={(event) => {
        // Arrow keys page the carousel while focus is in it (never hijacked page-wide).
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        step(event.key === 'ArrowLeft' ? -1 : 1);
      }}
    >
      <CaseSwiper
        slides={slides}
        reducedMotion={reducedMotion}
        onSwiper={setSwiper}
        onSlideChange={onSlideChange}
        held={held}
      />
      {/* Below the slides, not over them: an arrow on the edge covered a neighbour (issue 37). */}
      <div className={styles.controls}>
        <CarouselButton
          inline
          direction="prev"
          label="Previous case"
          disabled={!swiper || edges.start}
          onClick={() => step(-1)}
        />
        <CarouselButton
          inline
          direction="next"
          label="Next case"
          disabled={!swiper || edges.end}
          onClick={() => step(1)}
        />
      </div>
      <p className={styles.hidden} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

interface CaseSwiperProps {
  slides: ReactNode[];
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (swiper: SwiperInstance) => void;
  /** True while autoplay is held (read when Swiper resumes it by itself). */
  held: { readonly current: boolean };
}

/**
 * The Swiper itself, rendered again only when its slides or settings change: Swiper's React
 * component walks and compares every slide on each render, thousands with a real catalogue.
 */
const CaseSwiper = memo(function CaseSwiper({
  slides,
  reducedMotion,
  onSwiper,
  onSlideChange,
  held,
}: CaseSwiperProps) {
  return (
    <Swiper
      modules={[EffectCoverflow, A11y, Autoplay, Virtual]}
      className={styles.swiper}
      effect="coverflow"
      coverflowEffect={CASE_CAROUSEL.coverflow}
      centeredSlides
      // Virtual slides (issue 36): only the slides in view and their neighbours are in the
      // page, so only theirs load images, whatever the size of the catalogue. Virtual needs
      // a number of slides per view, not 'auto' (the slide widths the CSS used to give).
      virtual={CASE_CAROUSEL.virtual}
      slidesPerView={CASE_CAROUSEL.slidesPerView}
      slideToClickedSlide
      speed={reducedMotion ? 0 : CASE_CAROUSEL.speedMs}
      autoplay={
        reducedMotion ? false : { delay: CASE_CAROUSEL.autoplayDelayMs, disableOnInteraction: true }
      }
      breakpoints={{
        [CASE_CAROUSEL.tabletFromPx]: { slidesPerView: CASE_CAROUSEL.tabletSlidesPerView },
        [CASE_CAROUSEL.wideFromPx]: {
          slidesPerView: CASE_CAROUSEL.tabletSlidesPerView,
          spaceBetween: CASE_CAROUSEL.wideSpaceBetween,
        },
      }}
      a11y={{
        enabled: true,
        slideRole: 'group',
        slideLabelMessage: 'Case {{index}} of {{slidesLength}}',
      }}
      onSwiper={onSwiper}
      onAutoplayResume={(instance) => {
        if (held.current) instance.autoplay.pause();
      }}
      onSlideChange={onSlideChange}
    >
      {slides}
    </Swiper>
  );
});
