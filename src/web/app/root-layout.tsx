import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorPage } from '../site/error-page/error-page';
import { Footer } from '../site/footer/footer';
import { Header } from '../site/header/header';
import { useLayoutStore } from '../state/layout-store';
import { AppErrorBoundary } from './error-boundary';
import styles from './root-layout.module.css';

function Shell() {
  return (
    <>
      <a className={styles.skipLink} href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** The page frame: header, content, footer; the error page replaces it on a server error. */
export function RootLayout() {
  const serverError = useLayoutStore((state) => state.serverError);
  return (
    <AppErrorBoundary>
      {serverError ? <ErrorPage /> : <Shell />}
      <ScrollRestoration />
    </AppErrorBoundary>
  );
}
