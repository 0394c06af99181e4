/**
 * The Game and Resolution filters of /pre-configured-pcs. Ids are stable (they are in shared
 * URLs): add new entries with new ids, never renumber. `demand` says which graphics classes a
 * game is tagged for (gaming-targets.ts): 0 runs on integrated graphics at 1080p low; 1 and 2
 * want a dedicated card (2: heavier, e.g. large open worlds); 3 are the most demanding releases,
 * where an 8 GB entry card has to drop well below high settings.
 */
export interface GameFilterSeed {
  id: number;
  name: string;
  /** Genre, shown as the entry's categoryName. */
  categoryName: string;
  demand: 0 | 1 | 2 | 3;
}

export const gameFilterSeeds: readonly GameFilterSeed[] = [
  { id: 1, name: 'Counter-Strike 2', categoryName: 'Competitive shooter', demand: 1 },
  { id: 2, name: 'Valorant', categoryName: 'Competitive shooter', demand: 0 },
  { id: 3, name: 'Fortnite', categoryName: 'Battle royale', demand: 1 },
  { id: 4, name: 'Apex Legends', categoryName: 'Battle royale', demand: 1 },
  { id: 5, name: 'Call of Duty: Warzone', categoryName: 'Battle royale', demand: 2 },
  { id: 6, name: 'League of Legends', categoryName: 'MOBA', demand: 0 },
  { id: 7, name: 'Minecraft', categoryName: 'Sandbox', demand: 0 },
  { id: 8, name: 'Rocket League', categoryName: 'Sports', demand: 1 },
  { id: 9, name: 'Marvel Rivals', categoryName: 'Hero shooter', demand: 2 },
  { id: 10, name: "Baldur's Gate 3", categoryName: 'RPG', demand: 2 },
  { id: 11, name: 'Elden Ring', categoryName: 'Action RPG', demand: 2 },
  { id: 12, name: 'Cyberpunk 2077', categoryName: 'Action RPG', demand: 3 },
  { id: 13, name: 'Black Myth: Wukong', categoryName: 'Action RPG', demand: 3 },
  { id: 14, name: 'Microsoft Flight Simulator 2024', categoryName: 'Simulation', demand: 3 },
];

export const RESOLUTIONS = { fullHd: 1, quadHd: 2, ultraHd: 3 } as const;
export type ResolutionId = (typeof RESOLUTIONS)[keyof typeof RESOLUTIONS];

export const resolutionFilterSeeds: readonly {
  id: ResolutionId;
  name: string;
  categoryName: string;
}[] = [
  { id: RESOLUTIONS.fullHd, name: '1080p', categoryName: 'Full HD (1920 × 1080)' },
  { id: RESOLUTIONS.quadHd, name: '1440p', categoryName: 'Quad HD (2560 × 1440)' },
  { id: RESOLUTIONS.ultraHd, name: '4K', categoryName: 'Ultra HD (3840 × 2160)' },
];
