import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useModalRegion, useScrollLock } from '../../lib/use-modal-behaviour';
import type { NavLink } from '../navigation';
import { NavList } from './nav-list';
import styles from './header.module.css';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** Matches header.module.css: from this width the inline navigation replaces the menu. */
const DESKTOP_QUERY = '(min-width: 1200px)';

/** Widening the window past the breakpoint hides the toggle, so an open menu must close. */
function useCloseOnDesktop(isOpen: boolean, close: () => void) {
  useEffect(() => {
    if (!isOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [isOpen, close]);
}

/** The mobile menu: locks body scrolling, makes the page behind inert, closes by the button, the overlay or Escape. */
export function MobileMenu({ links }: { links: NavLink[] }) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const { pathname } = useLocation();
  const panelId = useId();
  const trapRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // A navigation (including browser back) closes the menu.
  const isOpen = open && openedAt === pathname;

  useScrollLock(isOpen);
  useModalRegion(trapRef, isOpen, close, toggleRef);
  useCloseOnDesktop(isOpen, close);

  function toggle() {
    setOpenedAt(pathname);
    setOpen(!isOpen);
  }

  return (
    <div className={styles.mobile}>
      <div ref={trapRef} className={styles.trap}>
        {/* Inside the menu's region: everything outside it is inert, and inert cannot be clicked. */}
        {isOpen && (
          <div
            className={styles.overlay}
            data-testid="menu-overlay"
            onClick={close}
            aria-hidden="true"
          />
        )}
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          aria-label={isOpen ? 'Close menu' : 'Open menu'}
          onClick={toggle}
        >
          <MenuIcon open={isOpen} />
        </button>
        <nav id={panelId} className={styles.panel} aria-label="Site" hidden={!isOpen}>
          {/* Drawn only while open: a second copy of the links in every page's first render. */}
          {isOpen ? (
            <NavList links={links} className={styles.panelList} onNavigate={close} />
          ) : null}
        </nav>
      </div>
    </div>
  );
}
