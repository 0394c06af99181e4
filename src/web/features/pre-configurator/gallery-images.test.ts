import { describe, expect, it } from 'vitest';
import type { CaseItem } from '../../../domain/contracts/catalog';
import { galleryImages } from './gallery-images';

const caseItem: CaseItem = {
  id: 'case-a',
  category: 'case',
  longName: 'Case A Mid Tower',
  shortName: 'Case A',
  caseSize: 2,
  price: 99,
  hasWarranty: true,
  imagery: {
    mainImage: '/media/cases/case-a/main.svg',
    mainImageAltText: 'Case A, front three-quarter view',
    gallery: ['front', 'side', 'rear', 'top', 'interior'].map(
      (view) => `/media/cases/case-a/${view}.svg`,
    ),
  },
};

describe('gallery images', () => {
  it('are the main image plus the first four gallery images, each described', () => {
    expect(galleryImages(caseItem)).toEqual([
      { src: '/media/cases/case-a/main.svg', alt: 'Case A, front three-quarter view' },
      { src: '/media/cases/case-a/front.svg', alt: 'Case A Mid Tower, front view' },
      { src: '/media/cases/case-a/side.svg', alt: 'Case A Mid Tower, side view' },
      { src: '/media/cases/case-a/rear.svg', alt: 'Case A Mid Tower, rear view' },
      { src: '/media/cases/case-a/top.svg', alt: 'Case A Mid Tower, top view' },
    ]);
  });

  it('show just the main image when there is no gallery', () => {
    expect(
      galleryImages({ ...caseItem, imagery: { ...caseItem.imagery, gallery: [] } }),
    ).toHaveLength(1);
  });
});
