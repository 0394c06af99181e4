import type { OverviewComponent } from '../../../domain/contracts/build-api';

/**
 * A saved build's name, as its link preview names it (src/server/web/page-meta.ts): it has no
 * name of its own, so the processor names it.
 */
export function savedBuildName(components: readonly OverviewComponent[]): string {
  const cpu = components.find((part) => part.category === 'cpu');
  return cpu ? `Custom gaming PC with ${cpu.brand} ${cpu.shortName}` : 'Custom gaming PC';
}
