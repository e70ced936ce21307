import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES, focusedElement } from '../support/layout';

/** The focus indicator of the focused element: outline width, and its contrast with the card behind it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const channels = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = channels(color).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // Signed-out forms sit on a white card.
    const [light, dark] = [luminance('rgb(255, 255, 255)'), luminance(style.outlineColor)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      contrast: (light + 0.05) / (dark + 0.05),
    };
  });
}

for (const { name, viewport } of SIZES) {
  test.describe(`focus on a ${name}`, () => {
    test.use({ viewport });

    test('text fields, buttons and links show a clear focus ring', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      const checked: string[] = [];
      // Email, Password, its visibility toggle, Forgot Password, Login: each measured as Tab reaches it.
      for (let press = 0; press < 5; press += 1) {
        await page.keyboard.press('Tab');
        const { what } = await focusedElement(page);
        const ring = await focusRing(page);
        checked.push(what);
        expect(ring.style, `outline of ${what}`).not.toBe('none');
        expect(ring.width, `outline width of ${what}`).toBeGreaterThanOrEqual(2);
        expect(ring.offset, `outline offset of ${what}`).toBeGreaterThanOrEqual(1);
        expect(ring.contrast, `outline contrast of ${what}`).toBeGreaterThanOrEqual(3);
      }
      expect(checked.some((what) => what.startsWith('input'))).toBe(true);
      await expectAccessible(page);
    });
  });
}
