import type { MouseEvent } from 'react';
import { Button } from '../button/button';
import styles from './image-card.module.css';

/** Image card content (spec section 3). */
export interface ImageCardContent {
  image: string;
  image2x?: string;
  imageAlt: string;
  subTitle?: string;
  title: string;
  buttonTitle: string;
  link: string;
  buttonCss?: string;
  /** Extra action on click (the desktop behaviour of the original); may prevent the navigation. */
  onClickDesk?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Above the fold (e.g. the home page's cards): load at once, it is the page's largest paint. */
  priority?: boolean;
}

export interface ImageCardProps extends ImageCardContent {
  burst?: boolean;
  /** Heading level inside the surrounding outline. */
  headingLevel?: 2 | 3;
}

export function ImageCard(props: ImageCardProps) {
  const {
    image,
    image2x,
    imageAlt,
    subTitle,
    title,
    buttonTitle,
    link,
    buttonCss,
    onClickDesk,
    burst,
    priority = false,
  } = props;
  const Heading = props.headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={[styles.card, burst ? styles.burst : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img
          src={image}
          srcSet={image2x ? `${image} 1x, ${image2x} 2x` : undefined}
          alt={imageAlt}
          width={480}
          height={300}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? undefined : 'async'}
        />
      </div>
      <div className={styles.body}>
        {subTitle && <p className={styles.subTitle}>{subTitle}</p>}
        <Heading className={styles.title}>{title}</Heading>
        <Button
          to={link}
          className={[styles.button, buttonCss].filter(Boolean).join(' ')}
          onClick={onClickDesk}
        >
          {buttonTitle}
        </Button>
      </div>
    </article>
  );
}
