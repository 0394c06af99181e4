import { describe, expect, it } from 'vitest';
import { memorySpecsSchema, caseSpecsSchema } from './specs';

/** Rows stored before a spec field existed must still load: later fields default to unknown. */
describe('stored product specs written before later fields', () => {
  it('loads a memory kit stored without registered/ecc as unknown', () => {
    const stored = {
      type: 'DDR5',
      speedMts: 6000,
      modules: 2,
      moduleSizeGb: 16,
      casLatency: 30,
      heightMm: null,
      rgb: null,
    };
    expect(memorySpecsSchema.parse(stored)).toEqual({ ...stored, registered: null, ecc: null });
  });

  it('loads a case stored without maxGpuSlotWidth (its expansion slots decide)', () => {
    const stored = {
      caseSize: 2,
      supportedBoards: ['ATX'],
      supportedPsus: ['ATX'],
      maxGpuLengthMm: 360,
      maxCoolerHeightMm: 170,
      radiatorMounts: null,
      bays25: 2,
      bays35: 2,
      fanMounts: null,
      includedFans: null,
      expansionSlots: 7,
      hasWarranty: false,
      colour: 'black',
      front: 'mesh',
    };
    expect(caseSpecsSchema.parse(stored).maxGpuSlotWidth).toBeNull();
  });

  it('loads a case that takes Flex ATX power supplies', () => {
    expect(caseSpecsSchema.shape.supportedPsus.parse(['Flex ATX'])).toEqual(['Flex ATX']);
  });
});
