import { useHotkeys } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import type { QueueCursor } from './queue-cursor';
import type { Decision, StaffDispute } from './staff-dispute';

const CHOICES = new Set(['checkbox', 'radio', 'button', 'submit', 'reset']);

/**
 * Whether a key goes into a field: a text input, a text area, a select or editable text. A ticked checkbox or a
 * chosen radio is not one, so j and k still move after a row is selected (useHotkeys' own check skips every input).
 */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !CHOICES.has(target.type)));

const unlessTyping = (action: () => void) => (event: KeyboardEvent) => {
  if (typing(event.target)) return;
  event.preventDefault();
  action();
};

export interface PanelRequest {
  dispute: StaffDispute;
  /** Asked for with a or r: the decision chosen and its note focused (still to be confirmed). */
  decision: Decision | null;
  /** Raised by each a or r, so a second press focuses the note again. */
  asked: number;
}

/**
 * The queue's current row and its panel, moved by the keyboard: j and k the next and previous row (in the open panel,
 * the next and previous dispute), o opens the current row's panel (Enter presses its focused button), a and r open it
 * with that decision chosen and the note focused; Escape closes it (Mantine's drawer). Not while typing in a field
 * nor with a modifier held (useHotkeys' match is exact).
 *
 * The current row is kept by id and by place: once it is decided and leaves the list, the row that takes its place
 * is current.
 */
export function useQueueKeyboard(items: StaffDispute[]) {
  const [cursor, setCursor] = useState<{ id: string; index: number } | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  const [panel, setPanel] = useState<PanelRequest | null>(null);
  const [opened, setOpened] = useState(false);

  const found = cursor ? items.findIndex((item) => item.id === cursor.id) : -1;
  const index = !cursor || items.length === 0 ? -1 : found !== -1 ? found : Math.min(cursor.index, items.length - 1);
  const current = index === -1 ? undefined : items[index];

  const open = useCallback(
    (dispute: StaffDispute, decision: Decision | null = null) => {
      setCursor({ id: dispute.id, index: items.indexOf(dispute) });
      setPanel((before) => ({ dispute, decision, asked: (before?.asked ?? 0) + 1 }));
      setOpened(true);
    },
    [items],
  );
  /** Closed, by any means, or after its decision: the current row takes the focus back. */
  const close = useCallback(() => {
    setOpened(false);
    setFocusToken((token) => token + 1);
  }, []);
  const forget = useCallback(() => setCursor(null), []);

  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    const next = index === -1 ? 0 : Math.max(0, Math.min(items.length - 1, index + step));
    const dispute = items[next]!;
    setCursor({ id: dispute.id, index: next });
    if (opened) setPanel((before) => ({ dispute, decision: null, asked: before?.asked ?? 0 }));
    else setFocusToken((token) => token + 1);
  };
  const decide = (decision: Decision) => {
    const dispute = opened ? panel?.dispute : current;
    if (dispute) open(dispute, decision);
  };
  useHotkeys(
    (
      [
        ['j', () => move(1)],
        ['k', () => move(-1)],
        ['o', () => !opened && current && open(current)],
        ['a', () => decide('APPROVED')],
        ['r', () => decide('REJECTED')],
      ] as const
    ).map(([key, action]) => [key, unlessTyping(action), { preventDefault: false }]),
    [],
  );

  const cursorValue = useMemo<QueueCursor>(
    () => ({ currentId: current?.id ?? null, focusToken, open }),
    [current?.id, focusToken, open],
  );
  return { cursor: cursorValue, panel, opened, close, forget };
}
