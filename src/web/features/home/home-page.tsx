import { PATHS, PRE_CONFIGURED_LISTING_ID } from '../../../domain/paths';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { IntroBox } from '../../ui/intro-box/intro-box';
import type { ImageCardContent } from '../../ui/image-card/image-card';
import buildFromScratch from './assets/build-from-scratch.svg';
import helpMeGetStarted from './assets/help-me-get-started.svg';
import { FeatureBlock } from './feature-block';
import styles from './home-page.module.css';

const CARDS: ImageCardContent[] = [
  {
    image: buildFromScratch,
    imageAlt: 'A motherboard, processor and graphics card ready to be assembled',
    subTitle: 'Build Your Own',
    title: 'Build from scratch',
    buttonTitle: 'Build from scratch',
    link: `${PATHS.preConfigurator}/`,
    priority: true,
  },
  {
    image: helpMeGetStarted,
    imageAlt: 'A finished gaming PC beside a checklist of chosen components',
    subTitle: 'Our Recommendations',
    title: 'Help me get started',
    buttonTitle: 'Help me get started',
    // The listing page, scrolled to its listing (spec section 2 "Home page").
    link: `${PATHS.preConfiguredPcs}/#${PRE_CONFIGURED_LISTING_ID}`,
    priority: true,
  },
];

const INTRO = (
  <p>
    Choose every component yourself, with compatibility checked at each step, or start from one of
    our pre-configured builds and make it yours.
  </p>
);

function ForgeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="5" y="5" width="14" height="14" rx="2" />
      <rect x="9" y="9" width="6" height="6" rx="1" />
      <path d="M9 2v3M15 2v3M9 19v3M15 19v3M2 9h3M2 15h3M19 9h3M19 15h3" />
    </svg>
  );
}

export interface HomePageProps {
  /** The featured-builds listing section, composed in by the route. */
  listing?: ReactNode;
}

export function HomePage({ listing }: HomePageProps) {
  useDocumentTitle('Configurator Home');
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <IntroBox
          icon={<ForgeIcon />}
          subtitle="Gaming PC configurator"
          title="Build the perfect setup"
          content={INTRO}
          cards={CARDS}
        />
      </div>
      <FeatureBlock />
      {listing}
    </div>
  );
}
