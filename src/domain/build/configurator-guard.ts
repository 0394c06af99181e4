/** The /configurator guard (spec section 2 "Configurator" → Guard) as a pure decision. */
import { BUILD_STEPS } from '../catalog/categories';
import type { Build } from './build-model';

export type ConfiguratorView = 'redirect-pre-configurator' | 'build' | 'overview' | 'fallback';

export function configuratorView(build: Build): ConfiguratorView {
  const chosen = build.chipset !== null && build.case !== null && build.caseSize !== null;
  if (build.buildStep < BUILD_STEPS.configure || !chosen) return 'redirect-pre-configurator';
  if (build.buildStep === BUILD_STEPS.configure) return 'build';
  if (build.buildStep === BUILD_STEPS.overview && build.buildComplete) return 'overview';
  return 'fallback';
}
