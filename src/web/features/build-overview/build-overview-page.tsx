import type { ReactNode } from 'react';
import type { TravellingSelections } from '../../../domain/build/resume-transitions';
import type { ChipsetId } from '../../../domain/catalog/categories';
import type { OverviewComponent } from '../../../domain/contracts/build-api';
import { usePreconfiguredBuild } from '../../api/preconfigured-build';
import { useSavedBuild } from '../../api/saved-build';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Loader } from '../../site/loader/loader';
import { useResumeBuild } from '../../state/use-resume-build';
import { BuildHero } from '../../ui/build-summary/build-hero';
import { BuildSummary } from '../../ui/build-summary/build-summary';
import { ComponentShowcase } from '../../ui/build-summary/component-showcase';
import { savedBuildName } from '../../ui/build-summary/saved-build-name';
import { Button } from '../../ui/button/button';
import styles from './build-overview-page.module.css';

interface ShownBuild {
  eyebrow: string;
  title: string;
  description?: string;
  caseImage: string | null;
  totalPrice: number;
  buildTime: string;
  chipset: ChipsetId | null;
  components: readonly OverviewComponent[];
  /** What 'Resume build' copies into the configurator. */
  selections: TravellingSelections;
}

/** The overview of a build from the server (spec section 2): hero, summary, a block per part, Resume build. */
function BuildOverviewView({ shown }: { shown: ShownBuild }): ReactNode {
  useDocumentTitle(shown.title);
  const { phase, resume } = useResumeBuild();
  return (
    <div className={styles.page}>
      <div className={styles.stack} inert={phase !== 'idle'}>
        <BuildHero
          eyebrow={shown.eyebrow}
          title={shown.title}
          description={shown.description}
          caseImage={shown.caseImage}
          totalPrice={shown.totalPrice}
          buildTime={shown.buildTime}
        >
          <Button onClick={() => resume(shown.selections)}>Resume build</Button>
        </BuildHero>
        <BuildSummary
          chipset={shown.chipset}
          components={shown.components}
          totalPrice={shown.totalPrice}
          buildTime={shown.buildTime}
        />
        <ComponentShowcase chipset={shown.chipset} components={shown.components} />
      </div>
      {phase !== 'idle' ? <Loader complete={phase === 'complete'} /> : null}
    </div>
  );
}

/** A pre-configured build (GET preconfiguredbuild/{id}, put in the cache by the loader). */
export function PreconfiguredBuildPage({ publicId }: { publicId: string }) {
  const build = usePreconfiguredBuild(publicId);
  return (
    <BuildOverviewView
      shown={{
        eyebrow: 'Pre-configured build',
        title: build.name,
        description: build.description,
        caseImage: build.caseImage,
        totalPrice: build.totalPrice,
        buildTime: build.buildTime.text,
        chipset: build.build.chipset,
        components: build.components,
        selections: build.build,
      }}
    />
  );
}

/** A saved build (GET build/{id}, put in the cache by the loader). */
export function SavedBuildPage({ publicId }: { publicId: string }) {
  const saved = useSavedBuild(publicId);
  return (
    <BuildOverviewView
      shown={{
        eyebrow: 'Saved build',
        title: savedBuildName(saved.components),
        description:
          'This build was saved with a link. Resume it to change any component in the configurator, then complete it and add it to your basket.',
        caseImage: saved.caseImage,
        totalPrice: saved.totalPrice,
        buildTime: saved.buildTime.text,
        chipset: saved.build.chipset,
        components: saved.components,
        selections: saved.build,
      }}
    />
  );
}
