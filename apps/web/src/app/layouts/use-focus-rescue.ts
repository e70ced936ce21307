import { useEffect } from 'react';
import classes from './focus-landing.module.css';

const dialogOf = (element: Element) => element.closest<HTMLElement>('[role="dialog"]');
const inDialog = (element: Element) => Boolean(dialogOf(element));
const focusLost = () => document.activeElement === null || document.activeElement === document.body;
const usable = (element: HTMLElement | null): element is HTMLElement =>
  Boolean(element?.isConnected && !element.closest('[inert], [aria-hidden="true"]'));

/** A dialog's first field (or else its first control): its content was swapped, e.g. a loader for a form. */
const firstControl = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLElement>(
    '[data-autofocus], input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  ) ?? dialog.querySelector<HTMLElement>('button:not(:disabled), a[href], [tabindex="0"]');

/** The screen's heading, made focusable from script only (not a Tab stop). */
function screenHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading || inDialog(heading)) return null;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.classList.add(classes.landing!);
  return heading;
}

/**
 * Puts keyboard focus back somewhere a person can see when the focused element is removed and focus falls
 * to <body>: a dialog whose content changed under it keeps focus inside it; a dialog unmounted without giving focus back goes back to the control that opened it; a
 * navigation that took the focused link or button with it goes to the new screen's h1 (as soon as it
 * renders). Only when focus was lost: a field that takes focus itself, or a click on blank space, is left
 * be.
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: HTMLElement | null = null;
    // Kept when focus arrives: once the element is removed, its ancestors may be gone from it.
    let dialog: HTMLElement | null = null;
    let opener: HTMLElement | null = null;
    let pending: 'dialog' | 'opener' | 'heading' | null = null;

    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      focused = event.target;
      dialog = dialogOf(focused);
      if (!dialog) opener = focused;
      pending = null;
    };
    // A press of the mouse or a finger moves focus where the person chose, even to nothing: not lost.
    const onPointerDown = () => {
      focused = null;
      pending = null;
    };
    const rescue = () => {
      if (!focusLost()) {
        pending = null;
        return;
      }
      if (!pending && focused && !focused.isConnected) pending = dialog ? 'dialog' : 'heading';
      if (!pending) return;
      const inside = pending === 'dialog' && dialog?.isConnected ? firstControl(dialog) : null;
      if (inside) {
        inside.focus();
        pending = null;
        return;
      }
      if (pending === 'dialog') pending = 'opener';
      if (pending === 'opener' && usable(opener)) {
        opener.focus({ preventScroll: false });
        pending = null;
        return;
      }
      // The screen's heading; while it is not there yet (a lazy screen, data loading), later mutations try again.
      const heading = screenHeading();
      if (heading) {
        heading.focus();
        pending = null;
      }
    };
    const observer = new MutationObserver(rescue);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
    };
  }, []);
}
