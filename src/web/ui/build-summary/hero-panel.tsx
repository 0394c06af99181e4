import type { ReactNode } from 'react';
import { artImageSources } from '../../../domain/catalog/media-urls';
import styles from './hero-panel.module.css';

export interface HeroPanelProps {
  /** Id of the heading, which labels the section. */
  titleId: string;
  eyebrow: string;
  title: string;
  /**
   * The build's case on its plinth; `src: null` keeps its place empty (a server-rendered
   * frame that does not know the case yet).
   */
  image?: { src: string | null; alt: string; priority?: boolean; compactOnPhones?: boolean } | null;
  /** What follows the title: text, facts, actions. */
  children?: ReactNode;
}

/**
 * The art's layout width (hero-panel.module.css: .image, .compactArt), so a phone loads the
 * rendition its box needs: with '280px' for every width, a 160 px box at 1.75x loaded the
 * 640 px rendition (3x the bytes of 320 px, and 4x the pixels to decode).
 */
const ART_SIZES = '(min-width: 768px) 280px, 200px';
const COMPACT_ART_SIZES = '(min-width: 768px) 280px, 160px';

const imageClass = (image: { compactOnPhones?: boolean }) =>
  image.compactOnPhones ? `${styles.image} ${styles.compactArt}` : styles.image;

/** The head panel of a build's page: eyebrow, title and copy beside the case on its plinth. */
export function HeroPanel({ titleId, eyebrow, title, image, children }: HeroPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.copy}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </div>
      {image?.src === null ? <div className={imageClass(image)} /> : null}
      {image && image.src !== null ? (
        <img
          className={imageClass(image)}
          {...artImageSources(image.src, image.compactOnPhones ? COMPACT_ART_SIZES : ART_SIZES)}
          alt={image.alt}
          fetchPriority={image.priority ? 'high' : undefined}
          width={280}
          height={280}
        />
      ) : null}
    </section>
  );
}

/** A paragraph in the panel's copy style. */
export function HeroText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
