import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * While active, everything outside `containerRef` is `inert` (the platform's modality: no
 * focus, no pointer, hidden from assistive technology), Escape calls `onClose`, focus moves to
 * the container's first control and, afterwards, back to `returnTo` (or what had it before).
 * Like a modal <dialog>, Tab may leave the page for the browser's own controls, never for
 * the page behind.
 */
export function useModalRegion(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  returnTo?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const restore = returnTo?.current ?? (document.activeElement as HTMLElement | null);
    const madeInert: Element[] = [];
    // At each level up to <body>, the siblings of the path to the container go inert.
    for (let node: Element = container; node.parentElement; node = node.parentElement) {
      for (const sibling of Array.from(node.parentElement.children)) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
      if (node.parentElement === document.body) break;
    }
    container.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of madeInert) element.removeAttribute('inert');
      restore?.focus();
    };
  }, [active, containerRef, onClose, returnTo]);
}

/** Locks body scrolling while active and restores the previous style afterwards. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [active]);
}
