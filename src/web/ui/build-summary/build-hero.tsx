import type { ReactNode } from 'react';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import styles from './build-hero.module.css';
import { HeroPanel, HeroText } from './hero-panel';

export interface BuildHeroProps {
  eyebrow: string;
  title: string;
  description?: string;
  caseImage: string | null;
  /** Total in pounds. */
  totalPrice: number;
  buildTime: string;
  /** The page's actions (Resume build, Add to basket…). */
  children?: ReactNode;
}

/** The head of a shared or pre-configured build's page: its name, case, total, build time, actions. */
export function BuildHero({
  eyebrow,
  title,
  description,
  caseImage,
  totalPrice,
  buildTime,
  children,
}: BuildHeroProps) {
  return (
    <HeroPanel
      titleId="build-hero-title"
      eyebrow={eyebrow}
      title={title}
      image={caseImage ? { src: caseImage, alt: '' } : null}
    >
      {description ? <HeroText>{description}</HeroText> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Total Price</dt>
          <dd className={styles.price}>{formatPounds(poundsToPence(totalPrice))}</dd>
        </div>
        <div>
          <dt>Build Time</dt>
          <dd>{buildTime}</dd>
        </div>
      </dl>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </HeroPanel>
  );
}
