import { useDocumentTitle } from '../../lib/use-document-title';
import { SiteFrame } from '../site-frame/site-frame';
import styles from './error-page.module.css';

/** Replaces the page on an unexpected rendering error or a server error; no way back is offered. */
export function ErrorPage() {
  useDocumentTitle('Error Page');
  return (
    <SiteFrame menuDisabled mainClassName={styles.main}>
      <section className={styles.box} aria-labelledby="error-title">
        <p className={styles.subtitle}>Whoops</p>
        <h1 id="error-title" className={styles.title}>
          Page Error
        </h1>
        <p className={styles.text}>
          We're experiencing a technical difficulty, please come back later.
        </p>
      </section>
    </SiteFrame>
  );
}
