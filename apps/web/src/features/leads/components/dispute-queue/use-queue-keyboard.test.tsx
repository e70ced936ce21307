import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffDispute } from './staff-dispute';
import { useQueueKeyboard } from './use-queue-keyboard';

// Only what the hook reads: the id (the rest is the queue's to draw).
const dispute = (id: string) => ({ id }) as StaffDispute;
const ITEMS = [dispute('a1'), dispute('b2'), dispute('c3')];

const press = (key: string, target: Element = document.body, modifiers: Partial<KeyboardEventInit> = {}) =>
  act(() => {
    fireEvent.keyDown(target, { key, ...modifiers });
  });

afterEach(() => document.body.replaceChildren());

describe('the dispute queue’s keyboard', () => {
  it('moves the current row with j and k, within the list, and asks its button for the focus each time', () => {
    const { result } = renderHook(() => useQueueKeyboard(ITEMS));
    expect(result.current.cursor.currentId).toBeNull();
    press('j');
    expect(result.current.cursor.currentId).toBe('a1');
    press('j');
    press('j');
    press('j');
    expect(result.current.cursor.currentId).toBe('c3');
    press('k');
    expect(result.current.cursor.currentId).toBe('b2');
    expect(result.current.cursor.focusToken).toBe(5);
    expect(result.current.opened).toBe(false);
  });

  it('opens the current row with o, and with a or r with that decision asked for, which a second press asks again', () => {
    const { result } = renderHook(() => useQueueKeyboard(ITEMS));
    press('o');
    expect(result.current.opened).toBe(false);
    press('j');
    press('o');
    expect(result.current.opened).toBe(true);
    expect(result.current.panel).toMatchObject({ dispute: { id: 'a1' }, decision: null });
    press('r');
    expect(result.current.panel).toMatchObject({ dispute: { id: 'a1' }, decision: 'REJECTED', asked: 2 });
    press('a');
    expect(result.current.panel).toMatchObject({ dispute: { id: 'a1' }, decision: 'APPROVED', asked: 3 });
  });

  it('shows the next dispute in the open panel with j, and gives the focus back to its row on closing', () => {
    const { result } = renderHook(() => useQueueKeyboard(ITEMS));
    act(() => result.current.cursor.open(ITEMS[1]!));
    press('j');
    expect(result.current.panel).toMatchObject({ dispute: { id: 'c3' }, decision: null });
    expect(result.current.cursor.focusToken).toBe(0);
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    expect(result.current.cursor).toMatchObject({ currentId: 'c3', focusToken: 1 });
  });

  it('keeps the place of a decided row: the one that takes it is current', () => {
    const { result, rerender } = renderHook(({ items }) => useQueueKeyboard(items), {
      initialProps: { items: ITEMS },
    });
    press('j');
    press('j');
    rerender({ items: [ITEMS[0]!, ITEMS[2]!] });
    expect(result.current.cursor.currentId).toBe('c3');
    rerender({ items: [ITEMS[0]!] });
    expect(result.current.cursor.currentId).toBe('a1');
  });

  it('leaves the keys to a text field, and to shortcuts of the browser, but not to a ticked checkbox', () => {
    const { result } = renderHook(() => useQueueKeyboard(ITEMS));
    const note = document.body.appendChild(document.createElement('textarea'));
    const search = document.body.appendChild(document.createElement('input'));
    const checkbox = document.body.appendChild(Object.assign(document.createElement('input'), { type: 'checkbox' }));
    press('j', note);
    press('j', search);
    press('j', document.body, { ctrlKey: true });
    press('j', document.body, { metaKey: true });
    expect(result.current.cursor.currentId).toBeNull();
    press('j', checkbox);
    expect(result.current.cursor.currentId).toBe('a1');
  });
});
