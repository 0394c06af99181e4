import { describe, expect, it } from 'vitest';
import * as siteConfig from '../../domain/contracts/site-config';
import * as mirror from './site-config-check';

describe('the browser-side site config check', () => {
  it('accept the same site configs as siteConfigSchema', () => {
    const base = siteConfig.DEFAULT_SITE_CONFIG;
    const widget = {
      provider: 'Trustpilot',
      scriptUrl: 'https://widget.example/w.js',
      attributes: { 'data-locale': 'en-GB' },
    };
    const samples: unknown[] = [
      base,
      { ...base, reviewWidget: widget },
      { ...base, reviewWidget: { ...widget, scriptUrl: 'not a url' } },
      { ...base, reviewWidget: { ...widget, attributes: { 'data-x': 1 } } },
      { ...base, reviewWidget: undefined },
      { ...base, retailSiteUrl: 'nope' },
      { ...base, brand: 42 },
      { ...base, dataAttributions: ['Contains data from X.'] },
      { ...base, dataAttributions: [1] },
      { ...base, dataAttributions: undefined },
      { ...base, fcaFirmReferenceNumber: '123456' },
      { ...base, fcaFirmReferenceNumber: '1234567' },
      { ...base, fcaFirmReferenceNumber: '000' },
      { ...base, fcaFirmReferenceNumber: 123456 },
      { ...base, fcaFirmReferenceNumber: undefined },
      { ...base, financeBrokerText: 'We broker credit.' },
      { ...base, financeBrokerText: 7 },
      { ...base, financeBrokerText: undefined },
      { brand: 'Only a brand' },
      null,
      [],
      'text',
    ];
    for (const sample of samples) {
      expect(mirror.isSiteConfig(sample), JSON.stringify(sample)).toBe(
        siteConfig.siteConfigSchema.safeParse(sample).success,
      );
    }
  });
});
