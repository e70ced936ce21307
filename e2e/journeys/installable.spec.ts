import { expect, test } from '../support/fixtures';

/** A PNG's width and height, from its header (IHDR). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

// Lighthouse 12 has no installability audits: what a browser needs to offer "Install" or "Add to Home Screen" is
// checked here, as the portal serves it.
test('the portal installs to a home screen: its manifest, icons and service worker are served', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1c7ed6');

  const answer = await request.get(manifestHref!);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Advertiser Portal',
    short_name: 'Portal',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1c7ed6',
  });
  // What Chromium asks of an installable app: a 192 and a 512 px icon; and one a launcher may cut to its shape.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const icons = [
    ...manifest.icons,
    {
      src: (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!,
      sizes: '180x180',
      type: 'image/png',
    },
  ];
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }

  // The service worker (offline use and push alerts): served as a script, checked again on each visit (a new one
  // takes over), with this build's files to keep. Its behaviour is offline.spec.ts's and push.spec.ts's.
  const worker = await request.get('/service-worker.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const script = await worker.text();
  expect(script).toContain('addEventListener(`push`');
  expect(script).toMatch(/"revision":"[0-9a-f]+","url":"index\.html"/);
  // Signed out, no page registers it: the sign-in screens load nothing more than they need.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration())).toBeUndefined();
});
