import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { whenIdle } from './when-idle';

/**
 * What a part is told as it replaces its stand-in (a `takeOver` prop; useTakeOver acts on it). Read when the
 * part has replaced the stand-in on the page, not when it was rendered: a press can come in between (the
 * swap is a transition, rendered before it is shown), and would otherwise be lost.
 */
export interface TakeOver {
  /** A press on the stand-in asked for the popup before the code had arrived: the part opens it on mount. */
  readonly openAtOnce: boolean;
  /** The stand-in had keyboard focus when the part replaced it: the part's own control takes it over. */
  readonly takeFocus: boolean;
}

export interface DeferredPart<Props> {
  /** For the part's `takeOver` prop. */
  takeOver: TakeOver;
  /** The part once its code is here, else null: the caller draws its stand-in meanwhile. */
  Part: ComponentType<Props> | null;
  /** Spread on the stand-in: pointing at it, focusing it or pressing it fetches the code at once. */
  standIn: {
    ref: RefObject<HTMLButtonElement | null>;
    onPointerEnter: () => void;
    onFocus: () => void;
    onPointerDown: () => void;
    onClick: () => void;
    /** Marks the stand-in: tests wait for the part to replace it before they press the control. */
    'data-stand-in': true;
  };
}

/**
 * A header control whose popup code is not needed to draw the screen (the user menu and the notification
 * bell: Mantine's Menu and Popover with floating-ui, about 30 KB gzipped, docs/decisions/0030). The code loads
 * once the screen has painted, or at once when a person points at, focuses or presses the stand-in, which
 * draws the same button. The part is rendered from the loaded module itself, not through React.lazy, so the
 * swap never suspends; the part takes focus over from the stand-in and opens if it was pressed meanwhile.
 * A failed load leaves the stand-in, and the next point or press tries again.
 */
export function deferredPart<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined;
  let loaded: ComponentType<Props> | null = null;
  const start = () =>
    (loading ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  return function useDeferredPart(): DeferredPart<Props> {
    const ref = useRef<HTMLButtonElement>(null);
    const pressed = useRef(false);
    const focused = useRef(false);
    // Kept as `{ Part }`: a component is a function, which React would take for an updater.
    const [{ Part }, setPart] = useState<{ Part: ComponentType<Props> | null }>(() => ({ Part: loaded }));
    // Getters: the part reads them once it is on the page (useTakeOver), when a press since counts too.
    const [takeOver] = useState<TakeOver>(() => ({
      get openAtOnce() {
        return pressed.current;
      },
      get takeFocus() {
        return focused.current;
      },
    }));
    const fetch = useCallback(() => {
      start().then(
        // As a transition, so the swap is interruptible work, not one task (docs/decisions/0031). Whether the
        // stand-in had the focus is read as it is about to be replaced (once gone, the page has it).
        (loadedPart) =>
          startTransition(() =>
            setPart((current) => {
              if (current.Part) return current;
              focused.current = document.activeElement === ref.current;
              return { Part: loadedPart };
            }),
          ),
        // The stand-in stays; pointing at or pressing it again starts over.
        () => {},
      );
    }, []);
    useEffect(() => (Part ? undefined : whenIdle(fetch)), [Part, fetch]);
    const press = () => {
      pressed.current = true;
      fetch();
    };
    return {
      Part,
      takeOver,
      standIn: {
        ref,
        onPointerEnter: fetch,
        onFocus: fetch,
        // A press that began on the stand-in counts even if the part replaces it before the button is released
        // (the click would then land on no button at all).
        onPointerDown: press,
        onClick: press,
        'data-stand-in': true,
      },
    };
  };
}

/**
 * In the part, as it replaces its stand-in: its own control takes over the stand-in's focus, and the popup
 * opens if the stand-in was pressed. Before the browser paints the swap, so focus never falls to the page in
 * between (app/layouts/use-focus-rescue.ts would send it to the heading). Returns the control's ref.
 */
export function useTakeOver(takeOver: TakeOver, open: () => void) {
  const control = useRef<HTMLButtonElement>(null);
  const first = useRef({ takeOver, open });
  useLayoutEffect(() => {
    const { takeOver: signal, open: openPopup } = first.current;
    const pressed = signal.openAtOnce;
    if (signal.takeFocus || pressed) control.current?.focus();
    if (pressed) openPopup();
  }, []);
  return control;
}
