import { expect, test } from '../support/fixtures';

// An office, a call centre or the provider's support floor reaches the portal from one address: the app's
// own files and screens are never counted against it (issue 25), so every fresh browser draws the sign-in
// screen, however many came before it in the minute. The server runs with the production limits.
test.describe('an office behind one address', () => {
  test('30 fresh browsers in a minute each get every file of the sign-in screen', async ({
    browser,
    baseURL,
    request,
  }) => {
    // One fresh browser draws the screen and is ready to sign in (its deferred files, Amplify among them, are
    // there once Login is enabled); what it asked for is what every fresh browser asks for.
    const asked: { method: string; url: string; body: string | null }[] = [];
    const refused: string[] = [];
    const context = await browser.newContext({ baseURL: baseURL! });
    try {
      const page = await context.newPage();
      page.on('request', (sent) => asked.push({ method: sent.method(), url: sent.url(), body: sent.postData() }));
      page.on('response', (response) => {
        if (response.status() === 429) refused.push(response.url());
      });
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
      await page.waitForLoadState('networkidle');
    } finally {
      await context.close();
    }
    expect(refused).toEqual([]);
    expect(asked.length).toBeGreaterThan(10);

    // The other 29 ask for the same, from the same address, within the minute: a browser's drawing and script
    // running add nothing the server sees, so their requests are sent as they are (29 browsers cost 20 s).
    for (let visit = 2; visit <= 30; visit += 1)
      for (const { method, url, body } of asked) {
        const answer = await request.fetch(url, { method, ...(body !== null && { data: body }) });
        if (answer.status() === 429) refused.push(`visit ${visit}: ${method} ${url}`);
        else expect(answer.ok(), `visit ${visit}: ${method} ${url} answered ${answer.status()}`).toBe(true);
      }
    expect(refused).toEqual([]);
  });
});
