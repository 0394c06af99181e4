import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router';
import { ErrorPage } from '../site/error-page/error-page';
import { SiteFrame } from '../site/site-frame/site-frame';
import { useLayoutStore } from '../state/layout-store';
import { ModalHostProvider } from '../ui/modal/modal-host';
import { AppErrorBoundary } from './error-boundary';
import { useServerErrorRecovery } from './use-server-error-recovery';
import styles from './root-layout.module.css';

/** A thin bar while a route's loader fetches its data (the current page stays until then). */
function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? (
    <div className={styles.progress} role="progressbar" aria-label="Loading page" />
  ) : null;
}

/**
 * Where a history entry's scroll position is kept. React Router names every document's first
 * entry 'default', so a page opened by a full load would take the place of the tab's previous
 * full-load page; such entries are kept by their URL instead.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? location.pathname + location.search : location.key;

/** The page frame: header, content, footer; the error page replaces it on a server error. */
export function RootLayout() {
  const serverError = useLayoutStore((state) => state.serverError);
  useServerErrorRecovery();
  return (
    <AppErrorBoundary>
      <ModalHostProvider>
        {serverError ? (
          <ErrorPage />
        ) : (
          <SiteFrame>
            <NavigationProgress />
            <Outlet />
          </SiteFrame>
        )}
        <ScrollRestoration getKey={scrollKey} />
      </ModalHostProvider>
    </AppErrorBoundary>
  );
}
