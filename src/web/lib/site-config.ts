import { createContext, useContext } from 'react';
import {
  DEFAULT_SITE_CONFIG,
  SITE_CONFIG_ELEMENT_ID,
} from '../../domain/contracts/site-config-defaults';
import { isSiteConfig } from './site-config-check';
import type { SiteConfig } from '../../domain/contracts/site-config';

/**
 * The server injects the deployment's settings into index.html as
 * <script id="site-config" type="application/json">; the Vite dev server and tests have none.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return isSiteConfig(parsed) ? parsed : DEFAULT_SITE_CONFIG;
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export const useSiteConfig = () => useContext(SiteConfigContext);
