import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deferredPart, useTakeOver, type DeferredPart, type TakeOver } from './deferred-part';

interface PartProps {
  takeOver: TakeOver;
}

/** The loaded part: its own button, and a popup it opens on a press. */
function Popup({ takeOver }: PartProps) {
  const [open, setOpen] = useState(false);
  const control = useTakeOver(takeOver, () => setOpen(true));
  return (
    <>
      <button ref={control} data-part onClick={() => setOpen(!open)}>
        Menu
      </button>
      {open && <div role="menu" aria-label="Popup" />}
    </>
  );
}

/** A part whose code arrives when the test says (or fails to). */
function controlledLoad() {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const useDeferred = deferredPart<PartProps>(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve(Popup), reject: () => reject(new Error('chunk failed')) });
      }),
  );
  function Header() {
    const { Part, takeOver, standIn }: DeferredPart<PartProps> = useDeferred();
    return Part ? <Part takeOver={takeOver} /> : <button {...standIn}>Menu</button>;
  }
  return { loads, Header };
}

describe('deferredPart', () => {
  it('draws the stand-in, and on a press loads the part, which opens with the focus', async () => {
    const { loads, Header } = controlledLoad();
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(loads).toHaveLength(1);
    await act(async () => loads[0]!.resolve());
    expect(await screen.findByRole('menu', { name: 'Popup' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('data-part');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('hands keyboard focus from the stand-in to the part without opening it', async () => {
    const { loads, Header } = controlledLoad();
    render(<Header />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await act(async () => loads[0]!.resolve());
    const part = screen.getByRole('button', { name: 'Menu' });
    expect(part).toHaveAttribute('data-part');
    expect(part).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens when a press began on the stand-in and the part arrived before its release', async () => {
    const { loads, Header } = controlledLoad();
    render(<Header />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => loads[0]!.resolve());
    expect(await screen.findByRole('menu', { name: 'Popup' })).toBeVisible();
  });

  it('keeps the stand-in when the code fails to load, and tries again on the next press', async () => {
    const { loads, Header } = controlledLoad();
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => loads[0]!.reject());
    expect(screen.getByRole('button', { name: 'Menu' })).not.toHaveAttribute('data-part');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(loads).toHaveLength(2);
    await act(async () => loads[1]!.resolve());
    expect(await screen.findByRole('menu', { name: 'Popup' })).toBeVisible();
  });

  it('draws the part at once where its code has already loaded', async () => {
    const { loads, Header } = controlledLoad();
    const first = render(<Header />);
    await userEvent.hover(screen.getByRole('button', { name: 'Menu' }));
    await act(async () => loads[0]!.resolve());
    first.unmount();
    render(<Header />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('data-part');
    expect(loads).toHaveLength(1);
  });
});
