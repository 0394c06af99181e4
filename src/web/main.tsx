import './styles/fonts/fonts.css';
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { finishInitialLoading, trackPageviews } from './app/start';
import { csrfToken } from './lib/api-client';
import { installErrorReporting } from './lib/error-reporting';
import { unregisterLeftoverServiceWorker } from './lib/service-worker';
import { readSiteConfig } from './lib/site-config';

installErrorReporting();
unregisterLeftoverServiceWorker();
csrfToken.start();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
trackPageviews(router);
void finishInitialLoading(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} siteConfig={readSiteConfig()} />
  </StrictMode>,
);
