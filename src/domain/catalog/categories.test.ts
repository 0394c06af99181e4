import { describe, expect, it } from 'vitest';
import {
  CASE_SIZE_NAMES,
  CATEGORY_LABELS,
  CATEGORY_ORDER,
  categoryForSubStep,
  CHIPSETS,
  productCategoryForField,
  subStepForCategory,
} from './categories';

describe('categories', () => {
  it('keeps the spec category order', () => {
    expect(CATEGORY_ORDER.join(',')).toBe(
      'chipset,case,cpu,motherboard,memory,gpu,storage,secondaryStorage,tertiaryStorage,psu,coolingCpu,fans,fansTotal,soundcard,networking,os,sundries',
    );
  });

  it('maps sub-steps 1..13 of step 3 to categories and back', () => {
    expect(categoryForSubStep(1)).toBe('cpu');
    expect(categoryForSubStep(4)).toBe('gpu');
    expect(categoryForSubStep(7)).toBe('tertiaryStorage');
    expect(categoryForSubStep(13)).toBe('os');
    expect(categoryForSubStep(0)).toBeNull();
    expect(categoryForSubStep(14)).toBeNull();
    for (let step = 1; step <= 13; step++)
      expect(subStepForCategory(categoryForSubStep(step)!)).toBe(step);
    expect(subStepForCategory('case')).toBeNull();
  });

  it('labels categories as the spec writes them', () => {
    expect(CATEGORY_LABELS.cpu).toBe('Processor (CPU)');
    expect(CATEGORY_LABELS.coolingCpu).toBe('Cooling - CPU');
    expect(CATEGORY_LABELS.fansTotal).toBe('Total Cooling Fans');
    expect(CATEGORY_LABELS.storage).toBe('Primary Storage');
  });

  it('stores all three storage fields as storage products', () => {
    expect(productCategoryForField('secondaryStorage')).toBe('storage');
    expect(productCategoryForField('tertiaryStorage')).toBe('storage');
    expect(productCategoryForField('fansTotal')).toBeNull();
    expect(productCategoryForField('gpu')).toBe('gpu');
  });

  it('numbers chipsets and case sizes as the spec does', () => {
    expect(CHIPSETS).toEqual({ intel: 1, amd: 2 });
    expect(CASE_SIZE_NAMES).toEqual({
      0: 'ALL',
      1: 'Mini Tower',
      2: 'Mid Tower',
      3: 'Full Tower',
      4: 'Super Tower',
    });
  });
});
