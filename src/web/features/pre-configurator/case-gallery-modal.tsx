import { useMemo, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { Modal } from '../../ui/modal/modal';
import { CarouselButton } from './carousel-button';
import { GALLERY, prefersReducedMotion } from './carousel-settings';
import { galleryImages } from './gallery-images';
import styles from './case-gallery-modal.module.css';

/** The gallery of the active case: a large slider and a row of thumbnail buttons. */
export function CaseGalleryModal({
  caseItem,
  onClose,
}: {
  caseItem: CaseItem;
  onClose: () => void;
}) {
  const images = useMemo(() => galleryImages(caseItem), [caseItem]);
  const [main, setMain] = useState<SwiperInstance | null>(null);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [reducedMotion] = useState(prefersReducedMotion);
  const speed = reducedMotion ? 0 : GALLERY.speedMs;

  const show = (next: number) => main?.slideTo(next);

  return (
    <Modal title={`${caseItem.shortName} gallery`} onClose={onClose} size="large">
      <div className={styles.stage}>
        <Swiper
          modules={[Keyboard, A11y]}
          className={styles.main}
          speed={speed}
          keyboard={{ enabled: true, pageUpDown: false }}
          a11y={{
            enabled: true,
            slideRole: 'group',
            slideLabelMessage: 'Image {{index}} of {{slidesLength}}',
          }}
          onSwiper={setMain}
          onSlideChange={(instance) => {
            setIndex(instance.activeIndex);
            thumbs?.slideTo(instance.activeIndex);
          }}
        >
          {images.map((image) => (
            <SwiperSlide key={image.src} className={styles.slide}>
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={800}
                height={800}
              />
            </SwiperSlide>
          ))}
        </Swiper>
        <CarouselButton
          direction="prev"
          label="Previous image"
          disabled={!main || index === 0}
          onClick={() => main?.slidePrev()}
        />
        <CarouselButton
          direction="next"
          label="Next image"
          disabled={!main || index === images.length - 1}
          onClick={() => main?.slideNext()}
        />
      </div>
      <p className={styles.counter} aria-live="polite">
        Image {index + 1} of {images.length}
      </p>
      <Swiper
        className={styles.thumbs}
        speed={speed}
        slidesPerView={GALLERY.thumbnailsPerView}
        breakpoints={GALLERY.thumbnailBreakpoints}
        spaceBetween={8}
        watchSlidesProgress
        onSwiper={setThumbs}
      >
        {images.map((image, thumbIndex) => (
          <SwiperSlide key={image.src}>
            <button
              type="button"
              className={styles.thumb}
              aria-label={`Show image ${thumbIndex + 1}: ${image.alt}`}
              aria-current={thumbIndex === index ? 'true' : undefined}
              onClick={() => show(thumbIndex)}
            >
              <img src={image.src} alt="" width={160} height={160} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </Modal>
  );
}
