import type { Page } from '@playwright/test';

/** The two sizes journeys check visual and keyboard behaviour at: a small phone and a laptop. */
export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;
export const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** The element that has keyboard focus: what it is, and whether a person can see it on screen. */
export async function focusedElement(page: Page): Promise<{ what: string; onScreen: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { what: 'body', onScreen: false };
    const box = element.getBoundingClientRect();
    const onScreen =
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      box.width > 0 &&
      box.height > 0 &&
      box.right > 0 &&
      box.bottom > 0 &&
      box.left < window.innerWidth &&
      box.top < window.innerHeight;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { what: `${element.tagName.toLowerCase()} "${name}"`, onScreen };
  });
}

/**
 * Interactive elements smaller than 44 x 44 px, as "tag "name" WxH". Links inside a sentence are exempt
 * (WCAG 2.5.8); a radio or checkbox counts with its label, which is what a finger presses.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="menuitem"], [role="tab"]';
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const choice = element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
      // A password field's <input> sits inside the bordered box a finger actually presses.
      const box = element.closest<HTMLElement>('.mantine-PasswordInput-input');
      const target = choice
        ? (element.closest<HTMLElement>('label, .mantine-Checkbox-body, .mantine-Radio-body') ??
          element.labels?.[0] ??
          element)
        : (box ?? element);
      if (!target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (element.tagName === 'A' && element.closest('p')) continue;
      const size = target.getBoundingClientRect();
      if (size.width === 0 && size.height === 0) continue;
      if (size.height < 44 || size.width < 44) {
        const name = element.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 40) ?? '';
        small.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(size.width)}x${Math.round(size.height)}`);
      }
    }
    return small;
  });
}

/** Buttons and links whose text is cut off, as their text; an ellipsis is a deliberate, visible shortening. */
export async function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href]')]
      .filter((element) => element.checkVisibility())
      .filter((element) =>
        [element, ...element.querySelectorAll<HTMLElement>('*')].some(
          (part) =>
            part.scrollWidth > part.clientWidth + 1 &&
            getComputedStyle(part).overflow !== 'visible' &&
            getComputedStyle(part).textOverflow !== 'ellipsis',
        ),
      )
      .map((element) => element.textContent?.trim() ?? ''),
  );
}

/** How far the page is wider than the window (0 when nothing overflows sideways). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth));
}
