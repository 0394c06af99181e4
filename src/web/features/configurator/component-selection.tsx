import { useDeferredValue, useId, useMemo, useState } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { canSaveBuild } from '../../../domain/build/save-complete-transitions';
import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { formatPounds } from '../../../domain/money/pence';
import { useBuildSetTypes } from '../../api/build-set-types';
import { Button } from '../../ui/button/button';
import { emptyListMessage } from './category-notes';
import { hasFlaggedList } from '../../api/flagged-list';
import { ListTools } from './list-tools';
import { indexedFor } from './option-rows';
import { optionReason } from './option-status';
import { useJudgedSelections, usePartFinder } from './use-part-finder';
import { useConfiguratorUi } from './configurator-ui-store';
import { SelectionList } from './selection-list';
import { useCategoryItems } from './use-category-items';
import { useChooseComponent } from './use-choose-component';
import { priceDifferenceFor, useNewTotal } from './use-new-total';
import { useSaveBuildFlow } from './use-save-complete';
import { itemWithId } from './item-with-id';
import { SelectionDetails } from './selection-details';
import { useShowPartsThatFit } from './parts-that-fit-dialog';
import styles from './assist-mode.module.css';

/** 'Fits your target': the new total stays within the build target's budget. */
function useTargetMark(build: Build, newTotal: (item: ComponentItem) => number | null) {
  const types = useBuildSetTypes();
  const target = types.data?.find((type) => type.id === String(build.AssistModeGroup));
  if (!target) return undefined;
  return (item: ComponentItem) => {
    const total = newTotal(item);
    return total !== null && total <= target.maxPrice * 100 ? `Fits ${target.name}` : null;
  };
}

/** The component selection screen of assist mode (spec section 2). */
export function ComponentSelection({
  category,
  build,
}: {
  category: ConfigureCategory;
  build: Build;
}) {
  const { items, flags, isPending } = useCategoryItems(category, build);
  const searchId = useId();
  const [text, setText] = useState('');
  const deferredText = useDeferredValue(text);
  const indexed = useMemo(() => indexedFor(items), [items]);
  const finder = usePartFinder({
    field: category,
    judged: useJudgedSelections(category, build),
    indexed,
    flags,
    text: deferredText,
    shown: true,
  });
  const [highlighted, setHighlighted] = useState<string | null>(build[category]);
  const close = () => useConfiguratorUi.getState().setOpenCategory(null);
  const choose = useChooseComponent();
  const save = useSaveBuildFlow();
  const showFits = useShowPartsThatFit();
  const newTotal = useNewTotal(build, category, items);
  const markOption = useTargetMark(build, newTotal);
  const item = itemWithId(items, highlighted);
  const total = newTotal(item);
  const empty = !isPending && items.length === 0 ? emptyListMessage(category) : null;
  const add = async () => {
    const stored = await choose({ category, id: highlighted });
    if (stored) close();
  };
  return (
    <section className={styles.selection} aria-labelledby="selecting-title">
      <div className={styles.selectionHeader}>
        <button type="button" className={styles.back} onClick={close}>
          <span aria-hidden="true">←</span> Back
          <span className={styles.visuallyHidden}> to the build steps</span>
        </button>
        <h1 id="selecting-title" className={styles.title}>
          <span className={styles.eyebrow}>Selecting</span> {CATEGORY_LABELS[category]}
        </h1>
      </div>
      <div className={styles.selectionBody}>
        <div className={styles.selectionList}>
          {empty ? <p className={styles.error}>{empty}</p> : null}
          <ListTools
            finder={finder}
            label={CATEGORY_LABELS[category]}
            canFilterCompatible={hasFlaggedList(category)}
            search={
              <div className={styles.search}>
                <label htmlFor={searchId}>Search {CATEGORY_LABELS[category]}</label>
                <input
                  id={searchId}
                  type="search"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="Name or specs, e.g. B650 AM5 ATX"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              </div>
            }
          />
          <SelectionList
            labelId="selecting-title"
            rows={finder.rows}
            flags={finder.flags}
            onShowing={finder.showing}
            busy={finder.busy}
            withSpecs={finder.withSpecs}
            highlighted={highlighted}
            selectedId={build[category]}
            onHighlight={setHighlighted}
            onAdd={() => void add()}
            markOption={markOption}
            priceDifference={priceDifferenceFor(build, category, items)}
          />
        </div>
        <SelectionDetails
          item={item}
          reason={item ? optionReason(item, finder.flags) : null}
          newTotal={total === null ? '–' : formatPounds(total)}
          onShowFits={() =>
            void showFits(category).then((stored) => {
              if (stored) close();
            })
          }
        >
          {canSaveBuild(build) ? (
            <Button
              variant="secondary"
              onClick={() => void save.run()}
              aria-disabled={save.isPending || undefined}
            >
              Save build
            </Button>
          ) : null}
          <Button onClick={() => void add()}>Add to build</Button>
        </SelectionDetails>
      </div>
    </section>
  );
}
