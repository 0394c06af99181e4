import { useEffect, useRef } from 'react';
import { useLayoutStore } from '../state/layout-store';

/** Keeps windowHeight and contentHeight of the shared layout state current. */
export function useLayoutMeasurements<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const { setWindowHeight, setContentHeight } = useLayoutStore.getState();
    const onResize = () => setWindowHeight(window.innerHeight);
    onResize();
    window.addEventListener('resize', onResize);
    const element = ref.current;
    const observer =
      element && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => setContentHeight(element.offsetHeight))
        : null;
    if (element && observer) observer.observe(element);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, []);
  return ref;
}
