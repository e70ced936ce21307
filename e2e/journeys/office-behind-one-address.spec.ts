import { expect, test } from '../support/fixtures';

// An office, a call centre or the provider's support floor reaches the portal from one address: the app's
// own files and screens are never counted against it (issue 25), so every fresh browser draws the sign-in
// screen, however many came before it in the minute. The server runs with the production limits.
test.describe('an office behind one address', () => {
  test('30 fresh browsers in a minute each draw the sign-in screen, and none of their files is refused', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const refused: string[] = [];
    for (let visit = 0; visit < 30; visit += 1) {
      const context = await browser.newContext({ baseURL: baseURL! });
      try {
        const page = await context.newPage();
        page.on('response', (response) => {
          if (response.status() === 429) refused.push(response.url());
        });
        await page.goto('/login');
        await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
      } finally {
        await context.close();
      }
    }
    expect(refused).toEqual([]);
  });
});
