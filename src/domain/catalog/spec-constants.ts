/**
 * The plain values of the product model (no zod): the browser imports these directly,
 * while the zod schemas of specs.ts stay on the server and in tests (ADR 005).
 */

/** Product ids: lower-case, URL-safe words joined by hyphens. */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const STOCK_STATUSES = ['in-stock', 'preorder', 'temp-unavailable', 'retired'] as const;

export const PRODUCT_SOURCES = ['curated', 'pc-part-dataset', 'buildcores', 'json'] as const;

export const CPU_VENDORS = ['intel', 'amd'] as const;
export const MEMORY_TYPES = ['DDR4', 'DDR5'] as const;
export const BOARD_FORM_FACTORS = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export const PSU_FORM_FACTORS = ['ATX', 'SFX', 'SFX-L', 'Flex ATX'] as const;
export const GPU_POWER_CONNECTORS = ['6-pin', '8-pin', '16-pin'] as const;
export const RADIATOR_SIZES = [120, 140, 240, 280, 360, 420] as const;
export const STORAGE_KINDS = ['nvme', 'sata-ssd', 'hdd'] as const;
export const STORAGE_FORM_FACTORS = ['M.2 2280', '2.5"', '3.5"'] as const;
export type CpuVendor = (typeof CPU_VENDORS)[number];
export type MemoryType = (typeof MEMORY_TYPES)[number];
export type BoardFormFactor = (typeof BOARD_FORM_FACTORS)[number];
export type PsuFormFactor = (typeof PSU_FORM_FACTORS)[number];
