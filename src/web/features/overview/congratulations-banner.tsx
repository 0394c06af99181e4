import type { ReactNode } from 'react';
import { CHIPSET_NAMES, type ChipsetId } from '../../../domain/catalog/categories';
import { HeroPanel, HeroText } from '../../ui/build-summary/hero-panel';
import { StoredChipsetName } from '../../ui/stored-build-frame/stored-build-frame';

/** What the server-rendered frame knows before the build is read (ADR 130). */
export const STORED_BUILD = 'stored';

/**
 * The overview's congratulations banner, with the build's case on its plinth. In the
 * server-rendered frame (`STORED_BUILD`) the chipset's name is the one the build-frame script
 * names and the case's place is kept empty.
 */
export function CongratulationsBanner({
  chipset,
  caseImage,
}: {
  chipset: ChipsetId | null | typeof STORED_BUILD;
  caseImage: string | null | typeof STORED_BUILD;
}) {
  let chipsetName: ReactNode = '';
  if (chipset === STORED_BUILD) chipsetName = <StoredChipsetName />;
  else if (chipset) chipsetName = `${CHIPSET_NAMES[chipset]} `;
  return (
    <HeroPanel
      titleId="overview-title"
      eyebrow="Step 4 of 4 · Overview"
      title="Congratulations, your build is complete!"
      image={
        caseImage
          ? {
              src: caseImage === STORED_BUILD ? null : caseImage,
              alt: 'The case of your build',
              priority: true,
              compactOnPhones: true,
            }
          : null
      }
    >
      <HeroText>
        Your custom {chipsetName}gaming PC is ready. Check every component below, edit anything you
        want to change, then add it to your basket.
      </HeroText>
    </HeroPanel>
  );
}
