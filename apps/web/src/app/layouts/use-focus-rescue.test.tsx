import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './use-focus-rescue';

/** A screen whose "Go" button takes itself away, as a link does when its route changes. */
function Screen({ dialog = false, field = false }: { dialog?: boolean; field?: boolean }) {
  useFocusRescue();
  const [step, setStep] = useState<'start' | 'dialog' | 'next'>('start');
  return (
    <main>
      {step !== 'next' && (
        <>
          <h1>Start</h1>
          <button onClick={() => setStep(dialog ? 'dialog' : 'next')}>Go</button>
        </>
      )}
      {step === 'dialog' && (
        <div role="dialog" aria-label="Ask">
          <button onClick={() => setStep('start')}>Done</button>
        </div>
      )}
      {step === 'next' && (
        <>
          <h1>Next</h1>
          {/* A field that takes focus itself keeps it. */}
          {field && <input aria-label="Code" autoFocus />}
        </>
      )}
    </main>
  );
}

const focusAndPress = (name: string) => {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  fireEvent.click(button);
};

describe('useFocusRescue', () => {
  it('moves focus lost with a removed control to the new screen’s h1, which is not a Tab stop', async () => {
    render(<Screen />);
    focusAndPress('Go');
    const heading = screen.getByRole('heading', { name: 'Next' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves a field that took focus itself alone', async () => {
    render(<Screen field />);
    focusAndPress('Go');
    const field = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Next' })).not.toHaveAttribute('tabindex');
  });

  it('gives focus back to the control that opened a dialog that went away', async () => {
    render(<Screen dialog />);
    const opener = screen.getByRole('button', { name: 'Go' });
    focusAndPress('Go');
    // The dialog's content takes focus, as a modal's focus trap does.
    focusAndPress('Done');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('does nothing after a press of the mouse took focus away', async () => {
    render(<Screen />);
    const button = screen.getByRole('button', { name: 'Go' });
    act(() => button.focus());
    fireEvent.pointerDown(document.body);
    act(() => button.blur());
    fireEvent.click(button);
    await screen.findByRole('heading', { name: 'Next' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(document.body);
  });
});
