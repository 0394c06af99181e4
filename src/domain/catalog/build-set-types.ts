/** Named targets for assist mode (the allBuildSetTypes list). Budgets in pence. */
import type { Pence } from '../money/pence';

export interface BuildSetType {
  id: string;
  name: string;
  description: string;
  budget: { minPence: Pence; maxPence: Pence };
}

const band = (minPounds: number, maxPounds: number) => ({
  minPence: (minPounds * 100) as Pence,
  maxPence: (maxPounds * 100) as Pence,
});

export const allBuildSetTypes: readonly BuildSetType[] = [
  {
    id: 'esports-1080p',
    name: 'Esports 1080p',
    description:
      'High frame rates in competitive shooters and MOBAs at 1080p, on a sensible budget.',
    budget: band(700, 1200),
  },
  {
    id: 'high-refresh-1440p',
    name: '1440p High Refresh',
    description: 'Smooth 144 Hz and above at 1440p in current releases with high settings.',
    budget: band(1200, 2000),
  },
  {
    id: 'ultra-4k',
    name: '4K Ultra',
    description: 'The fastest graphics and processors for 4K at ultra settings with ray tracing.',
    budget: band(2500, 5000),
  },
  {
    id: 'creator',
    name: 'Creator Workstation',
    description:
      'Many cores, plenty of memory and fast storage for editing, rendering and streaming.',
    budget: band(1800, 4000),
  },
  {
    id: 'compact',
    name: 'Compact Powerhouse',
    description: 'A small-footprint build that still games well, for desks and living rooms.',
    budget: band(1000, 2500),
  },
  {
    id: 'quiet',
    name: 'Whisper Quiet',
    description: 'Large, slow fans and efficient parts for a PC you can barely hear under load.',
    budget: band(1200, 2800),
  },
];
