/** Operating systems; maxMemoryGb is the most memory each edition can use. */
import type { OsProduct } from '../../../../domain/catalog/specs';
import { curated } from './curated-product';

export const operatingSystems: OsProduct[] = [
  curated('os', {
    id: 'os-microsoft-windows-11-home',
    brand: 'Microsoft',
    longName: 'Microsoft Windows 11 Home 64-bit, installed and activated',
    shortName: 'Windows 11 Home',
    description:
      'Installed, activated and updated before your PC ships. Supports up to 128 GB of memory.',
    pounds: 104.99,
    specs: { edition: 'Home', maxMemoryGb: 128 },
  }),
  curated('os', {
    id: 'os-microsoft-windows-11-pro',
    brand: 'Microsoft',
    longName: 'Microsoft Windows 11 Pro 64-bit, installed and activated',
    shortName: 'Windows 11 Pro',
    description: 'Adds BitLocker, Remote Desktop and Hyper-V. Supports up to 2 TB of memory.',
    pounds: 169.99,
    specs: { edition: 'Pro', maxMemoryGb: 2048 },
  }),
  curated('os', {
    id: 'os-microsoft-windows-11-pro-for-workstations',
    brand: 'Microsoft',
    longName: 'Microsoft Windows 11 Pro for Workstations 64-bit, installed and activated',
    shortName: 'Windows 11 Pro for Workstations',
    description: 'For heavy workstation loads: ReFS, SMB Direct and up to 6 TB of memory.',
    pounds: 269.99,
    specs: { edition: 'Pro for Workstations', maxMemoryGb: 6144 },
  }),
];
