import { PATHS } from '../../../domain/paths';
import { Button } from '../../ui/button/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found-page.module.css';

/** The 404 content: unknown routes, a missing shared build, an empty pre-configured build. */
export function NotFoundPage() {
  useDocumentTitle('404 Page Error');
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        404 Page Error
      </h1>
      <p className={styles.text}>Sorry, the page you are looking for does not exist.</p>
      <Button to={PATHS.home}>Return home</Button>
    </section>
  );
}
