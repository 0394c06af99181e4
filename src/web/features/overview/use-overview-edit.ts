import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BACK_WARNING } from '../../../domain/build/back-transitions';
import { editFromOverview, editWarning } from '../../../domain/build/edit-transitions';
import type { CategoryKey } from '../../../domain/catalog/categories';
import { useBuildStore } from '../../state/build-store';
import { useConfirm } from '../../ui/modal/use-confirm';

/**
 * Editing from the overview (spec section 4): a confirm warns what the edit deletes; Continue
 * applies the edit and goes where it says (the pre-configurator, or the configurator with
 * that category's dropdown open). Resolves true when the edit was made; `onLeave` is called
 * first, so the page stops applying its guard to the edited build (which would redirect it to
 * the pre-configurator before the navigation lands).
 */
export function useOverviewEdit(onLeave: () => void) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  return useCallback(
    async (category: CategoryKey): Promise<boolean> => {
      const accepted = await confirm({
        title: 'Edit your build?',
        messages: [BACK_WARNING, editWarning(category)],
      });
      if (!accepted) return false;
      onLeave();
      const result = editFromOverview(useBuildStore.getState().build, category);
      useBuildStore.getState().setBuild(result.build);
      navigate(result.navigateTo);
      return true;
    },
    [confirm, navigate, onLeave],
  );
}
