import { z } from 'zod';
import { FCA_FIRM_REFERENCE_NUMBER_PATTERN } from './site-config-defaults';

/**
 * Public, per-deployment settings the web app needs before its first paint
 * (brand, support contacts, retail-site links, review widget). The server injects
 * them into index.html as `<script id="site-config" type="application/json">`.
 */
export const reviewWidgetSchema = z.object({
  /** Name of the third-party review service, e.g. 'Trustpilot'. */
  provider: z.string(),
  /** URL of the provider's widget script (loaded only when configured). */
  scriptUrl: z.url(),
  /** Provider-specific data attributes for the widget element. */
  attributes: z.record(z.string(), z.string()),
});

export const siteConfigSchema = z.object({
  brand: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  retailSiteUrl: z.url(),
  basketUrl: z.url(),
  checkoutUrl: z.url(),
  reviewWidget: reviewWidgetSchema.nullable(),
  /** Notices owed to the licences of the catalogue data on sale (e.g. BuildCores' ODC-By). */
  dataAttributions: z.array(z.string()),
  /**
   * The FCA firm reference number (6 or 7 digits), or null when none is configured: the footer
   * then says there is none, never a placeholder.
   */
  fcaFirmReferenceNumber: z.string().regex(FCA_FIRM_REFERENCE_NUMBER_PATTERN).nullable(),
  /** The legal finance-broker wording of the footer; null shows the default wording. */
  financeBrokerText: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

// Defined zod-free so the browser can import them without pulling zod in.
export {
  DEFAULT_SITE_CONFIG,
  FCA_FIRM_REFERENCE_NUMBER_PATTERN,
  SITE_CONFIG_ELEMENT_ID,
} from './site-config-defaults';
