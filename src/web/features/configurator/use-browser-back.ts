import { useEffect, useRef } from 'react';
import { NavigationType, useBlocker, useLocation, useNavigate } from 'react-router';
import { PATHS } from '../../../domain/paths';
import { isBrowserBackState } from '../../state/browser-back';
import { useGoBack } from '../../state/use-go-back';

/** Pages a browser Back from the build screen would land on only to be sent back here. */
const BOUNCING_PATHS: readonly string[] = [PATHS.preConfigurator, PATHS.configurator];

const bounces = (pathname: string) =>
  BOUNCING_PATHS.includes(pathname.replace(/\/+$/, '').toLowerCase() || '/');

/**
 * The browser's Back on the build screen (issue 37 item 1). Its previous entry is usually
 * /pre-configurator, which sends a step-3 build straight back to /configurator (spec section
 * 2), so Back looked dead. Such a Back is held and taken as the screen's own back control:
 * the same warning, then the mode's back. A Back to any other page (home, a shared build) goes
 * there as usual; the build stays stored.
 */
export function useBrowserBackAsBuildBack(): void {
  const goBack = useGoBack();
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) =>
      historyAction === NavigationType.Pop && bounces(nextLocation.pathname),
  );
  // A Back that crossed documents arrives from the case screen's redirect (state/browser-back.ts).
  const { state, pathname, search } = useLocation();
  const navigate = useNavigate();
  const arrivedByBack = isBrowserBackState(state);
  const asked = useRef(false);
  useEffect(() => {
    // Once per arrival (effects may run twice in development).
    if (!arrivedByBack || asked.current) return;
    asked.current = true;
    navigate({ pathname, search }, { replace: true, state: null });
    void goBack();
  }, [arrivedByBack, goBack, navigate, pathname, search]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The address stays on /configurator; the back control decides where to go.
    blocker.reset();
    void goBack();
  }, [blocker, goBack]);
}
