/**
 * One place that shows the app's modals (back confirmations, the mode-switch warning,
 * compatibility issues, the share modal, edit confirmations, 'Build with Errors'). Screens
 * ask with `useModalHost().open(render)` (or `useConfirm`), which resolves with the answer
 * the modal gives, so a flow reads top to bottom: `if (await confirm(…)) apply()`.
 * The modal base (modal.tsx) opens 100 ms after mount and returns focus to whatever had it
 * when the modal was asked for; the host shows one modal at a time, in the order asked.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Renders the modal; it calls `resolve` once, with its answer, when the shopper closes it. */
export type ModalRender<T> = (resolve: (answer: T) => void) => ReactNode;

export interface ModalHost {
  open<T>(render: ModalRender<T>): Promise<T>;
}

interface Entry {
  id: number;
  node: ReactNode;
}

const ModalHostContext = createContext<ModalHost | null>(null);

let nextId = 1;

export function ModalHostProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);

  const open = useCallback(<T,>(render: ModalRender<T>) => {
    return new Promise<T>((resolvePromise) => {
      const id = nextId++;
      let settled = false;
      const resolve = (answer: T) => {
        if (settled) return;
        settled = true;
        setQueue((entries) => entries.filter((entry) => entry.id !== id));
        resolvePromise(answer);
      };
      setQueue((entries) => [...entries, { id, node: render(resolve) }]);
    });
  }, []);

  const host = useMemo<ModalHost>(() => ({ open }), [open]);
  const current = queue[0];
  return (
    <ModalHostContext value={host}>
      {children}
      {current ? <ModalSlot key={current.id}>{current.node}</ModalSlot> : null}
    </ModalHostContext>
  );
}

/** Keyed per modal, so each one mounts afresh (its open delay and focus return start anew). */
function ModalSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

export function useModalHost(): ModalHost {
  const host = useContext(ModalHostContext);
  if (!host) throw new Error('useModalHost needs a ModalHostProvider above it');
  return host;
}
