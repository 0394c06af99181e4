import { CHIPSET_NAMES, type ChipsetId } from '../../../domain/catalog/categories';
import { HeroPanel, HeroText } from '../../ui/build-summary/hero-panel';

/** The overview's congratulations banner, with the build's case on its plinth. */
export function CongratulationsBanner({
  chipset,
  caseImage,
}: {
  chipset: ChipsetId | null;
  caseImage: string | null;
}) {
  return (
    <HeroPanel
      titleId="overview-title"
      eyebrow="Step 4 of 4 · Overview"
      title="Congratulations, your build is complete!"
      image={
        caseImage
          ? { src: caseImage, alt: 'The case of your build', priority: true, compactOnPhones: true }
          : null
      }
    >
      <HeroText>
        Your custom {chipset ? `${CHIPSET_NAMES[chipset]} ` : ''}gaming PC is ready. Check every
        component below, edit anything you want to change, then add it to your basket.
      </HeroText>
    </HeroPanel>
  );
}
