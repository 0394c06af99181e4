import { describe, expect, it } from 'vitest';
import { artImageSources, artRasterUrl, caseImageUrl, productImageUrl } from './media-urls';

describe('WebP renditions of the generated art', () => {
  it('names the rendition of a product or case image at a width', () => {
    expect(artRasterUrl(productImageUrl('gpu-a'), 112)).toBe('/media/products/gpu-a.webp?w=112');
    expect(artRasterUrl(caseImageUrl('case-a', 'side'), 640)).toBe(
      '/media/cases/case-a/side.webp?w=640',
    );
  });

  it('leaves every other image alone', () => {
    for (const url of [
      '/assets/build-from-scratch-3GeOXq1j.svg',
      '/media/other/x.svg',
      'https://a/x.svg',
    ])
      expect(artImageSources(url, '56px')).toEqual({ src: url });
  });

  it('offers every width with its descriptor, for the layout width given', () => {
    expect(artImageSources(productImageUrl('gpu-a'), '56px')).toEqual({
      src: '/media/products/gpu-a.webp?w=320',
      srcSet:
        '/media/products/gpu-a.webp?w=112 112w, /media/products/gpu-a.webp?w=320 320w, /media/products/gpu-a.webp?w=640 640w',
      sizes: '56px',
    });
  });
});
