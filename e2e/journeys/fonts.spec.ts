import { expectAccessible } from '../support/accessibility';
import { expect, test } from '../support/fixtures';
import { SIZES } from '../support/layout';

for (const { name, viewport } of SIZES) {
  test.describe(`the font on a ${name}`, () => {
    test.use({ viewport });

    test('is the Inter the theme names, shipped with the app, not a fallback', async ({ page }) => {
      const fontFiles: string[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.woff2') && response.ok()) fontFiles.push(new URL(response.url()).pathname);
      });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      // Inter arrives once the first screen has painted (load-inter.ts fetches its one file then and adds the
      // face once it is here; the fallback is sized like it meanwhile): one variable file for every weight,
      // body text to headings, from the app's own origin (latin subset, woff2).
      await expect
        .poll(() =>
          page.evaluate(async () => {
            await document.fonts.ready;
            return [...document.fonts]
              .filter((face) => face.family.replaceAll('"', '') === 'Inter' && face.status === 'loaded')
              .map((face) => face.weight);
          }),
        )
        .toEqual(['400 700']);
      expect(fontFiles).toEqual([expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/)]);
      expect(
        await page
          .getByRole('heading', { name: 'Welcome' })
          .evaluate((heading) => getComputedStyle(heading).fontFamily),
      ).toMatch(/^Inter,/);
      await expectAccessible(page);
    });
  });
}
