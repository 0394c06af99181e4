import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../domain/contracts/site-config-defaults';
import { readSiteConfig } from './site-config';

function inject(text: string) {
  const script = document.createElement('script');
  script.id = 'site-config';
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById('site-config')?.remove());

describe('readSiteConfig', () => {
  it('falls back to the defaults without an injected config', () => {
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('reads a valid injected config', () => {
    const config = { ...DEFAULT_SITE_CONFIG, brand: 'Forge Test', supportPhone: '0800 000 000' };
    inject(JSON.stringify(config));
    expect(readSiteConfig()).toEqual(config);
  });

  it('ignores invalid JSON or an invalid shape', () => {
    inject('{not json');
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
    document.getElementById('site-config')?.remove();
    inject(JSON.stringify({ brand: 'Half' }));
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });
});
