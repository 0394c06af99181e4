// Plain values, no zod: the web bundle imports this module (see eslint.config.js).
import type { SiteConfig } from './site-config';

export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** Used by the Vite dev server and tests when the server has not injected a config. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'Rigforge',
  supportPhone: '0330 555 0199',
  supportEmail: 'support@rigforge.example',
  retailSiteUrl: 'https://www.rigforge.example/',
  basketUrl: 'https://www.rigforge.example/basket',
  checkoutUrl: 'https://www.rigforge.example/checkout',
  reviewWidget: null,
  dataAttributions: [],
};
