import { expect, type Locator, type Page } from '@playwright/test';

interface FocusStop {
  /** Tag, type and name of the focused element, or "body" when focus is lost. */
  what: string;
  onScreen: boolean;
  /** Drawn with a focus indicator: an outline of 2 px or more, or a ring made of a box shadow. */
  ring: boolean;
}

/**
 * The focused element of the page. A radio or switch whose <input> is visually hidden is seen through
 * what stands in for it (its label, or the track right after it), which is where the ring is drawn.
 */
async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body)
      return { what: 'body', onScreen: false, ring: false };
    const shown = (part: Element) => {
      const box = part.getBoundingClientRect();
      return (
        part.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        box.width > 1 &&
        box.height > 1 &&
        box.right > 0 &&
        box.bottom > 0 &&
        box.left < window.innerWidth &&
        box.top < window.innerHeight
      );
    };
    const ringed = (part: Element) => {
      const style = getComputedStyle(part);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    };
    const standIns = [
      element,
      ...(element instanceof HTMLInputElement ? [...(element.labels ?? [])] : []),
      ...(element.nextElementSibling ? [element.nextElementSibling] : []),
      // A tags field's <input> sits in the bordered box that draws its ring.
      ...[element.parentElement?.closest('.mantine-Input-input')].filter((box) => box instanceof Element),
    ];
    const type = element instanceof HTMLInputElement ? `[${element.type}]` : '';
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent ??
      '';
    const onScreen = standIns.some(shown);
    return {
      what: `${element.tagName.toLowerCase()}${type} "${name.trim().slice(0, 40)}"`,
      onScreen,
      ring: standIns.filter(shown).some(ringed),
    };
  });
}

/** Whether this element (in the page or in a frame) holds keyboard focus. */
const isFocused = (target: Locator) =>
  target
    .evaluate((element) => document.hasFocus() && element === document.activeElement, undefined, { timeout: 5_000 })
    .catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a person walking the page would; fails after
 * `max` presses. Every stop on the way must be on screen: nothing hidden takes focus.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}): Promise<void> {
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop.what);
    // An iframe holds focus for the field inside it, which is what a person sees.
    if (stop.what !== 'body' && !stop.what.startsWith('iframe')) {
      expect(stop.onScreen, `focus on ${stop.what} is off screen (stops: ${stops.join(', ')})`).toBe(true);
    }
  }
  if (await isFocused(target)) return;
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}: ${stops.join(', ')}`);
}

/**
 * Focus is not lost on <body>, and the focused element is on screen and shows a focus indicator (given a
 * moment: a dialog fades in).
 */
export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const problem = async () => {
    const { what, onScreen, ring } = await focusStop(page);
    if (what === 'body') return 'focus fell to <body>';
    if (!onScreen) return `${what} is off screen`;
    // The provider's frame draws its own fields' rings.
    if (!ring && !what.startsWith('iframe')) return `${what} shows no focus indicator`;
    return null;
  };
  await expect.poll(problem, { message: `focus after ${where}`, timeout: 3_000 }).toBeNull();
}

/** Focus is on `target` and visible. */
export async function expectFocusOn(page: Page, target: Locator, where: string): Promise<void> {
  await expect(target, `focus after ${where}`).toBeFocused();
  await expectFocusVisible(page, where);
}
