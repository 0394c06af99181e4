import type { SiteConfig } from '../../domain/contracts/site-config';

/*
 * Runtime constants mirrored from src/domain/contracts. Those modules build zod schemas
 * at import time, and importing even one constant from them puts all of zod (~24 KB gzip)
 * into the initial bundle, which the 120 KB budget cannot afford. Only types are imported
 * from there; contract-constants.test.ts fails if a value here drifts from the domain's.
 */

/** Header the anti-forgery token travels in (platform.ts CSRF_HEADER). */
export const CSRF_HEADER = 'X-CSRF-Token';

/** api-envelope.ts ERROR_CODES.genericProduct. */
export const GENERIC_PRODUCT_ERROR_CODE = 'generic_product_error';

/** platform.ts ERROR_LOG_LIMITS. */
export const ERROR_LOG_LIMITS = { message: 2_000, url: 2_000, clientDataBytes: 16_384 } as const;

/** site-config.ts SITE_CONFIG_ELEMENT_ID and DEFAULT_SITE_CONFIG. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

function isReviewWidget(value: unknown): boolean {
  if (!isRecord(value) || typeof value.provider !== 'string' || !isUrl(value.scriptUrl)) return false;
  const { attributes } = value;
  return isRecord(attributes) && Object.values(attributes).every((v) => typeof v === 'string');
}

/** Same acceptance as siteConfigSchema (checked against it by the test). */
export function isSiteConfig(value: unknown): value is SiteConfig {
  if (!isRecord(value)) return false;
  const texts = ['brand', 'supportPhone', 'supportEmail'].every((key) => typeof value[key] === 'string');
  const urls = ['retailSiteUrl', 'basketUrl', 'checkoutUrl'].every((key) => isUrl(value[key]));
  const attributions =
    Array.isArray(value.dataAttributions) && value.dataAttributions.every((a) => typeof a === 'string');
  return texts && urls && attributions && (value.reviewWidget === null || isReviewWidget(value.reviewWidget));
}
