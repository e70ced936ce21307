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

/** What a part is told as it replaces its stand-in (its props include these; useTakeOver acts on them). */
export interface TakeOver {
  /** A press on the stand-in asked for the popup before the code had arrived: the part opens it on mount. */
  openAtOnce: boolean;
  /** The stand-in had keyboard focus when the part replaced it: the part's own control takes it over. */
  takeFocus: boolean;
}

export interface DeferredPart<Props> extends TakeOver {
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
    const [state, setState] = useState(() => ({ Part: loaded, openAtOnce: false, takeFocus: false }));
    const fetch = useCallback(() => {
      start().then(
        // As a transition, so the swap is interruptible work, not one task (docs/decisions/0031). Whether the
        // stand-in was pressed or focused is read as it is replaced, not now.
        (Part) =>
          startTransition(() =>
            setState((current) =>
              current.Part
                ? current
                : { Part, openAtOnce: pressed.current, takeFocus: document.activeElement === ref.current },
            ),
          ),
        // The stand-in stays; pointing at or pressing it again starts over.
        () => {},
      );
    }, []);
    useEffect(() => (state.Part ? undefined : whenIdle(fetch)), [state.Part, fetch]);
    const press = () => {
      pressed.current = true;
      fetch();
    };
    return {
      ...state,
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
export function useTakeOver({ openAtOnce, takeFocus }: TakeOver, open: () => void) {
  const control = useRef<HTMLButtonElement>(null);
  const first = useRef({ openAtOnce, takeFocus, open });
  useLayoutEffect(() => {
    const { openAtOnce: pressed, takeFocus: focused, open: openPopup } = first.current;
    if (focused || pressed) control.current?.focus();
    if (pressed) openPopup();
  }, []);
  return control;
}
