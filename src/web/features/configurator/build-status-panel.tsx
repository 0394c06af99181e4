import { artImageSources } from '../../../domain/catalog/media-urls';
import { PATHS } from '../../../domain/paths';
import type { Build } from '../../../domain/build/build-model';
import type { ConfiguratorView } from '../../../domain/build/configurator-guard';
import { CASE_SIZE_NAMES, CHIPSET_NAMES } from '../../../domain/catalog/categories';
import { formatPounds, poundsToPence } from '../../../domain/money/pence';
import { useBuildStore } from '../../state/build-store';
import { Button } from '../../ui/button/button';
import { useGoBack } from '../../state/use-go-back';
import { useChosenCase } from '../../api/case';
import styles from './build-status-panel.module.css';

function ChosenParts({ build }: { build: Build }) {
  const chosenCase = useChosenCase(build.case);
  return (
    <dl className={styles.parts}>
      <div className={styles.part}>
        <dt>Chipset</dt>
        <dd>{build.chipset ? CHIPSET_NAMES[build.chipset] : 'None Selected'}</dd>
      </div>
      <div className={styles.part}>
        <dt>Case</dt>
        <dd className={styles.caseValue}>
          {chosenCase ? (
            <img
              className={styles.caseImage}
              {...artImageSources(chosenCase.imagery.mainImage, '96px')}
              alt=""
              width={96}
              height={96}
            />
          ) : null}
          <span className={styles.caseText}>
            <span>{chosenCase?.longName ?? build.case ?? 'None Selected'}</span>
            <span className={styles.meta}>
              {[
                build.caseSize ? CASE_SIZE_NAMES[build.caseSize] : null,
                chosenCase ? formatPounds(poundsToPence(chosenCase.price)) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </span>
        </dd>
      </div>
    </dl>
  );
}

const TEXT: Record<
  Exclude<ConfiguratorView, 'redirect-pre-configurator'>,
  { eyebrow: string; title: string; body: string }
> = {
  build: {
    eyebrow: 'Step 3 of 4',
    title: 'Component selection',
    body: 'The component selection screen is not available yet. Your chipset and case are saved on this device, so your build will be waiting here.',
  },
  overview: {
    eyebrow: 'Step 4 of 4',
    title: 'Your build is complete',
    body: 'This build has been completed. Open its overview to review every component.',
  },
  fallback: {
    eyebrow: 'Configurator',
    title: 'This build cannot be shown here',
    body: 'The saved build is at a step the configurator does not show. Start over to build a new one.',
  },
};

/** What the configurator shows after the guard until its assist and expert screens exist. */
export function BuildStatusPanel({
  build,
  view,
}: {
  build: Build;
  view: Exclude<ConfiguratorView, 'redirect-pre-configurator'>;
}) {
  const goBack = useGoBack();
  const resetBuild = useBuildStore((state) => state.resetBuild);
  const text = TEXT[view];
  return (
    <section className={styles.panel} aria-labelledby="configurator-status-title">
      <p className={styles.eyebrow}>
        {text.eyebrow} · {build.buildMode === 'expert' ? 'Expert Mode' : 'Assist Mode'}
      </p>
      <h1 id="configurator-status-title" className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.body}>{text.body}</p>
      <ChosenParts build={build} />
      <div className={styles.actions}>
        {view === 'overview' ? <Button to={PATHS.overview}>View overview</Button> : null}
        {view === 'fallback' ? <Button onClick={resetBuild}>Start Over</Button> : null}
        <Button variant="secondary" onClick={() => void goBack()}>
          Back
        </Button>
      </div>
    </section>
  );
}
