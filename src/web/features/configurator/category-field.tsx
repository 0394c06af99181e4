import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { Build } from '../../../domain/build/build-model';
import { selectionsOf } from '../../../domain/build/build-selections';
import { CATEGORY_LABELS, type ConfigureCategory } from '../../../domain/catalog/categories';
import { flaggedListQueryOptions, hasFlaggedList } from '../../api/flagged-list';
import { useBuildStore } from '../../state/build-store';
import { emptyListMessage, PRIMARY_STORAGE_FIRST, waitsForPrimaryStorage } from './category-notes';
import type { ComponentItem } from '../../../domain/contracts/catalog';
import { ComponentCombobox } from './component-combobox';
import { useShowPartsThatFit } from './parts-that-fit-dialog';
import { useConfiguratorUi } from './configurator-ui-store';
import { useCategoryItems } from './use-category-items';
import { useChooseComponent } from './use-choose-component';
import { priceDifferenceFor } from './use-new-total';
import { useJudgedSelections } from './use-part-finder';
import { afterNextPaint } from './when-idle';
import styles from './expert-mode.module.css';

export interface CategoryFieldProps {
  category: ConfigureCategory;
  /** The build the list, its flags and searches are judged against. */
  build: Build;
  /** The category's chosen part as the screen shows it (it may be ahead of `build`). */
  chosen?: string | null;
  /** An extra note under the field (e.g. the dedicated graphics card note). */
  note?: string | null;
  /** The part in focus in this dropdown (expert mode's product summary); keep it stable. */
  onFocusPart?: (category: ConfigureCategory, item: ComponentItem | null) => void;
}

/**
 * One expert dropdown with its notes: empty list, storage order, the caller's note. Memoised:
 * validate's answer re-renders expert mode, not the dropdowns whose build and note are unchanged.
 */
export const CategoryField = memo(function CategoryField({
  category,
  build,
  chosen = build[category],
  note,
  onFocusPart,
}: CategoryFieldProps) {
  const noteId = useId();
  const choose = useChooseComponent();
  const invalid = useConfiguratorUi((state) => state.flagged.includes(category));
  const openSignal = useConfiguratorUi((state) =>
    state.openCategory === category ? state.openCount : 0,
  );
  // Twelve dropdowns would ask for ten flagged lists on every load and every choice; a
  // dropdown asks for its own once the shopper focuses or opens it (then keeps it current).
  const [flagsWanted, setFlagsWanted] = useState(false);
  const asked = useRef(false);
  const queryClient = useQueryClient();
  const wantFlags = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    // The call and the field's subscription to it wait for the frame of the focus or click that
    // asked (the focus ring, the opening list): starting a fetch and rendering its answer
    // inside that frame made it late, and the answer takes longer than a frame anyway.
    afterNextPaint(() => {
      if (hasFlaggedList(category)) {
        const selections = selectionsOf(useBuildStore.getState().build);
        void queryClient.prefetchQuery(flaggedListQueryOptions(category, selections));
      }
      setFlagsWanted(true);
    });
  }, [category, queryClient]);
  const { items, flags, isPending } = useCategoryItems(
    category,
    build,
    flagsWanted || invalid || openSignal > 0,
  );
  const onChoose = useCallback(
    (id: string | null) => {
      if (id !== useBuildStore.getState().build[category]) void choose({ category, id });
    },
    [category, choose],
  );
  // Kept while the category's own part stays: other choices leave this dropdown as it is.
  const fansTotal = category === 'fans' ? build.fansTotal : null;
  const priceDifference = useMemo(
    () => priceDifferenceFor({ ...build, [category]: chosen, fansTotal }, category, items),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the category's part matters
    [chosen, fansTotal, category, items],
  );
  const judged = useJudgedSelections(category, build);
  const showFits = useShowPartsThatFit();
  const onShowPartsThatFit = useCallback(() => void showFits(category), [showFits, category]);
  const focusPart = useCallback(
    (item: ComponentItem | null) => onFocusPart?.(category, item),
    [onFocusPart, category],
  );
  const waiting = waitsForPrimaryStorage(category, build) && chosen === null;
  const empty = !isPending && items.length === 0 ? emptyListMessage(category) : null;
  const text = waiting ? PRIMARY_STORAGE_FIRST : (empty ?? note ?? null);
  return (
    <div className={styles.field}>
      <ComponentCombobox
        label={CATEGORY_LABELS[category]}
        field={category}
        judged={judged}
        canFilterCompatible={hasFlaggedList(category)}
        items={items}
        value={chosen}
        flags={flags}
        invalid={invalid}
        openSignal={openSignal}
        disabled={waiting}
        describedBy={text ? noteId : undefined}
        onChoose={onChoose}
        onShowPartsThatFit={onShowPartsThatFit}
        onFocusPart={focusPart}
        onWanted={wantFlags}
        priceDifference={priceDifference}
      />
      {text ? (
        <p id={noteId} className={empty ? styles.error : styles.note}>
          {text}
        </p>
      ) : null}
    </div>
  );
});
