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
      // A password field's <input>, and a multi-select's (between its chosen pills), sit inside the bordered box a
      // finger actually presses.
      const box = element.closest<HTMLElement>(
        '.mantine-PasswordInput-input, .mantine-MultiSelect-input, .mantine-PillsInput-input',
      );
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

/** A phone of the size issue 29 measured with (an iPhone 12 to 15): "three screens" are three of its heights. */
export const TALL_PHONE = { width: 390, height: 844 } as const;

export interface PhoneFit {
  /** Where the screen's first table (a phone's list of rows) ends, in screens from the page's top; null: none. */
  firstTableEndsAt: number | null;
  /** The page's height, in screens. */
  height: number;
  /** Visible text cut off by its box (its content wider than the box, and the overflow hidden), as "tag "text"". */
  cutOff: string[];
}

/**
 * How a signed-in screen fits a phone (issue 29): how far down its first table ends, and the text it cuts off. A
 * table is a <table>, or the list of rows a table becomes on a phone (a named <ul> in the main area).
 */
export async function phoneFit(page: Page): Promise<PhoneFit> {
  return page.evaluate(() => {
    const screen = window.innerHeight;
    const table = document.querySelector('main table, main ul[aria-label]');
    const bottom = table ? table.getBoundingClientRect().bottom + window.scrollY : null;
    const cutOff: string[] = [];
    // A select shows its chosen option in its own box: too narrow, the words end short ("Disputed or nc").
    const measure = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll<HTMLSelectElement>('main select')) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (measure.measureText(text).width > room + 1) cutOff.push(`select "${text}"`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('header *, main *')) {
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      // Fields scroll their own text; a scroll area or a sideways-scrolling strip shows the rest on a swipe.
      if (['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) continue;
      const style = getComputedStyle(element);
      if (!['hidden', 'clip'].includes(style.overflowX)) continue;
      const box = element.getBoundingClientRect();
      // Text kept for screen readers only (a 1 px clipped box), and what is not shown.
      if (box.width <= 2 || box.height <= 2) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (!element.textContent?.trim()) continue;
      cutOff.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 50)}"`);
    }
    return {
      firstTableEndsAt: bottom === null ? null : Math.round((bottom / screen) * 100) / 100,
      height: Math.round((document.documentElement.scrollHeight / screen) * 100) / 100,
      cutOff,
    };
  });
}
