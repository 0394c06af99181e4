import type { ReactNode } from 'react';
import { Footer } from '../footer/footer';
import { Header } from '../header/header';
import styles from './site-frame.module.css';

export interface SiteFrameProps {
  /** The error page shows the header without its menu (spec section 2 "Error page"). */
  menuDisabled?: boolean;
  /** Extra class for <main> (e.g. to centre a single box). */
  mainClassName?: string;
  children: ReactNode;
}

/** Header, the page's main content and the footer, with a skip link: every page's frame. */
export function SiteFrame({ menuDisabled = false, mainClassName, children }: SiteFrameProps) {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <Header menuDisabled={menuDisabled} />
      <main
        id="main-content"
        className={mainClassName ? `${styles.main} ${mainClassName}` : styles.main}
        tabIndex={-1}
      >
        {children}
      </main>
      <Footer />
    </>
  );
}
