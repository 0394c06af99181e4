import { describe, expect, it } from 'vitest';
import { caseItemSchema, componentItemSchema } from '../contracts/catalog';
import { poundsToPence } from '../money/pence';
import { toCaseItem, toComponentItem } from './catalog-items';
import { displayBrand } from './display-brand';
import { caseImagery, caseImageUrl, productImageUrl } from './media-urls';
import type { CaseProduct, FansProduct, SoundcardProduct } from './specs';

const caseProduct: CaseProduct = {
  id: 'case-test-tower',
  category: 'case',
  brand: 'Test',
  longName: 'Test Tower Case',
  shortName: 'Test Tower',
  description: 'A case.',
  pricePence: poundsToPence(1234.5),
  stock: { status: 'in-stock' },
  imageUrl: caseImageUrl('case-test-tower', 'main'),
  imagery: caseImagery('case-test-tower', 'Test Tower'),
  source: 'curated',
  specs: {
    caseSize: 2,
    supportedBoards: ['ATX'],
    supportedPsus: ['ATX'],
    maxGpuLengthMm: 360,
    maxCoolerHeightMm: 170,
    radiatorMounts: { top: 280, front: 360, rear: 120, side: 0, bottom: 0 },
    bays25: 2,
    bays35: 2,
    fanMounts: { '120': 6, '140': 4 },
    includedFans: 2,
    expansionSlots: 7,
    maxGpuSlotWidth: null,
    hasWarranty: true,
    colour: 'black',
    front: 'mesh',
  },
};

const onboardSound: SoundcardProduct = {
  id: 'soundcard-onboard',
  category: 'soundcard',
  brand: '.Onboard',
  longName: 'Onboard Audio',
  shortName: 'Onboard Audio',
  description: 'Built in.',
  pricePence: poundsToPence(0),
  stock: { status: 'in-stock' },
  imageUrl: productImageUrl('soundcard-onboard'),
  source: 'curated',
  specs: { onboard: true, interface: 'onboard', channels: null },
};

describe('toCaseItem', () => {
  it('gives the case item of the spec, price in pounds', () => {
    const item = toCaseItem(caseProduct);
    expect(caseItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      id: 'case-test-tower',
      caseSize: 2,
      price: 1234.5,
      hasWarranty: true,
    });
    expect(item.imagery.mainImage).toBe('/media/cases/case-test-tower/main.svg');
    expect(item.imagery.gallery).toEqual([
      '/media/cases/case-test-tower/front.svg',
      '/media/cases/case-test-tower/side.svg',
      '/media/cases/case-test-tower/rear.svg',
      '/media/cases/case-test-tower/top.svg',
      '/media/cases/case-test-tower/interior.svg',
    ]);
  });
});

describe('toComponentItem', () => {
  it('strips the leading dot of the brand and defaults isCompatible to null', () => {
    const item = toComponentItem(onboardSound);
    expect(componentItemSchema.parse(item)).toEqual(item);
    expect(item).toMatchObject({
      brand: 'Onboard',
      price: 0,
      isCompatible: null,
      maxNumAllowed: null,
      imagery: null,
    });
    expect(item.imageUrl).toBe('/media/products/soundcard-onboard.svg');
  });

  it('carries maxNumAllowed for fans and the compatibility flag', () => {
    const fans: FansProduct = {
      ...onboardSound,
      id: 'fans-x',
      category: 'fans',
      brand: 'ARCTIC',
      pricePence: poundsToPence(29.99),
      specs: { sizeMm: 120, packSize: 5, rgb: false, airflowCfm: 56.3, maxNumAllowed: 2 },
    };
    expect(toComponentItem(fans, false)).toMatchObject({
      brand: 'ARCTIC',
      price: 29.99,
      maxNumAllowed: 2,
      isCompatible: false,
    });
  });
});

describe('displayBrand', () => {
  it('only strips one leading dot', () => {
    expect(displayBrand('.Onboard')).toBe('Onboard');
    expect(displayBrand('be quiet!')).toBe('be quiet!');
    expect(displayBrand('G.Skill')).toBe('G.Skill');
  });
});
