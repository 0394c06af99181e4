import type { z } from 'zod';
import type { storageSpecsSchema } from '../../../domain/catalog/specs';

type StorageSpecs = z.input<typeof storageSpecsSchema>;
export type StorageShape = Pick<StorageSpecs, 'kind' | 'interface' | 'formFactor'>;

/**
 * Kind, interface and form factor of a drive from the datasets' shared vocabulary
 * (form factor 'M.2-2280' | 2.5 | 3.5 | …, interface 'M.2 PCIe 4.0 X4' | 'SATA 6.0 Gb/s' | …).
 * Answers a skip reason for drives the shop's builds cannot take.
 */
export function storageShape(
  isSsd: boolean,
  formFactor: unknown,
  iface: string | null,
): StorageShape | string {
  const form = String(formFactor ?? '').replace(/"/g, '');
  if (iface === null) return 'unknown storage interface';
  const pcie = /^M\.2 PCIe (\d\.\d) x(\d+)$/i.exec(iface);
  if (form === 'M.2-2280' && pcie)
    return { kind: 'nvme', interface: `PCIe ${pcie[1]} x${pcie[2]} NVMe`, formFactor: 'M.2 2280' };
  if (form.startsWith('M.2')) {
    return form === 'M.2-2280'
      ? `unsupported storage interface (${iface})`
      : `unsupported storage form factor (${form})`;
  }
  const sata = sataGeneration(iface);
  if (sata === null) return `unsupported storage interface (${iface})`;
  if (form === '2.5')
    return { kind: isSsd ? 'sata-ssd' : 'hdd', interface: sata, formFactor: '2.5"' };
  if (form === '3.5' && !isSsd) return { kind: 'hdd', interface: sata, formFactor: '3.5"' };
  return `unsupported storage form factor (${form || 'none'})`;
}

function sataGeneration(iface: string): string | null {
  if (/^SATA 6\.0/i.test(iface)) return 'SATA III';
  if (/^SATA 3\.0/i.test(iface)) return 'SATA II';
  if (/^SATA 1\.5/i.test(iface)) return 'SATA I';
  return null;
}
