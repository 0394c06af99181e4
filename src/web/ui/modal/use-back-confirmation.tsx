import { useState } from 'react';
import { useNavigate } from 'react-router';
import { backWarnings, goBack } from '../../../domain/build/back-transitions';
import { useBuildStore } from '../../state/build-store';
import { LazyConfirmModal } from './lazy-confirm-modal';

/** The back control's confirmation, for every screen with a back: going back asks first (spec section 4/8); Continue applies the mode's back transition. */
export function useBackConfirmation() {
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const build = useBuildStore((state) => state.build);
  const setBuild = useBuildStore((state) => state.setBuild);

  const confirm = asking ? (
    <LazyConfirmModal
      title="Go back a step?"
      messages={backWarnings(build)}
      onCancel={() => setAsking(false)}
      onAccept={() => {
        const result = goBack(build);
        setAsking(false);
        setBuild(result.build);
        navigate(result.navigateTo);
      }}
    />
  ) : null;

  return { askToGoBack: () => setAsking(true), confirm };
}
