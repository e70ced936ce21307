import { Anchor } from '@mantine/core';
import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import type { StaffDispute } from './staff-dispute';

export interface QueueCursor {
  /** The row j and k moved to (or last opened): drawn tinted, named current for screen readers. */
  currentId: string | null;
  /** Raised each time that row should take the keyboard's focus (a move, the panel closed). */
  focusToken: number;
  open: (dispute: StaffDispute) => void;
}

export const QueueCursorContext = createContext<QueueCursor>({
  currentId: null,
  focusToken: 0,
  open: () => {},
});

/**
 * A queue row's name, as the button that opens its panel. The current row's button takes the focus when asked (its
 * row scrolled into view clear of the fixed header), so Enter opens it as a press would. A context rather than the
 * table's columns: a move redraws these buttons, not every row (components/responsive-table.tsx).
 */
export function QueueRowButton({ dispute, children }: { dispute: StaffDispute; children: ReactNode }) {
  const { currentId, focusToken, open } = use(QueueCursorContext);
  const current = currentId === dispute.id;
  const token = current ? focusToken : 0;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (token === 0 || !button.current) return;
    button.current.focus({ preventScroll: true });
    button.current.closest('tr, li')?.scrollIntoView({ block: 'nearest' });
  }, [token]);
  return (
    <Anchor
      ref={button}
      component="button"
      type="button"
      ta="start"
      aria-haspopup="dialog"
      aria-current={current || undefined}
      onClick={() => open(dispute)}
    >
      {children}
    </Anchor>
  );
}
