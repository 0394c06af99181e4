import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { ImageCard } from '../image-card/image-card';
import type { ImageCardContent } from '../image-card/image-card';
import styles from './intro-box.module.css';

/** Intro box button (spec section 3). */
export interface IntroBoxButton {
  title: string;
  link?: string;
  className?: string;
  onClick?: () => void;
}

export interface IntroBoxProps {
  icon?: ReactNode;
  subtitle?: string;
  title: string;
  /** The spec's "HTML content": rich text passed as React nodes (React escapes every string). */
  content?: ReactNode;
  cards?: ImageCardContent[];
  buttons?: IntroBoxButton[];
  restrictedWidth?: boolean;
  reduced?: boolean;
  large?: boolean;
  /** The icon turns slowly (a working state). */
  spin?: boolean;
  /** The title is the page's main heading. */
  headingLevel?: 1 | 2;
}

function IntroButtons({ buttons }: { buttons: IntroBoxButton[] }) {
  return (
    <ul className={styles.buttons}>
      {buttons.map((button, index) => (
        <li key={button.title}>
          {button.link ? (
            <Button
              to={button.link}
              className={button.className}
              onClick={button.onClick}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {button.title}
            </Button>
          ) : (
            <Button
              className={button.className}
              onClick={button.onClick}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {button.title}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function IntroBox(props: IntroBoxProps) {
  const { icon, subtitle, title, content, cards, buttons, headingLevel = 1 } = props;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const classes = [
    styles.box,
    props.restrictedWidth && styles.restrictedWidth,
    props.reduced && styles.reduced,
    props.large && styles.large,
    props.spin && styles.spin,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes}>
      <header className={styles.head}>
        {icon && (
          <div className={styles.icon} aria-hidden="true">
            {icon}
          </div>
        )}
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <Heading className={styles.title}>{title}</Heading>
        {content ? <div className={styles.content}>{content}</div> : null}
      </header>
      {cards && cards.length > 0 ? (
        <div className={styles.cards}>
          {cards.map((card) => (
            <ImageCard key={card.title} {...card} headingLevel={headingLevel === 1 ? 2 : 3} />
          ))}
        </div>
      ) : (
        buttons && buttons.length > 0 && <IntroButtons buttons={buttons} />
      )}
    </section>
  );
}
