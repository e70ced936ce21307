import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/**
 * The theme's font, Inter, shipped with the app: latin subset, woff2, one variable file (47 KB) for every
 * weight the app uses (400 text, 500 navigation, 600 emphasis, 700 headings and buttons). Until it is here,
 * text is drawn in "Inter Fallback" (global.css), a local Arial sized to Inter's measures, so the swap moves
 * nothing on the page.
 *
 * Loaded once the first screen has painted (app/providers.tsx), and added to the page only once its file
 * has arrived: the page is then laid out again once. As a stylesheet with an @font-face rule it was laid
 * out twice, when the rule arrived and again when the file did, 45 to 60 ms each on a phone
 * (docs/decisions/0032).
 */
export function loadInter(): void {
  // A browser without the CSS Font Loading API (and the test DOM) keeps the fallback.
  if (typeof FontFace === 'undefined') return;
  // No font-display: the face joins the page only once loaded, so there is no period to wait or swap in.
  const inter = new FontFace('Inter', `url("${interUrl}") format('woff2')`, { weight: '400 700' });
  inter.load().then(
    (face) => document.fonts.add(face),
    () => {
      // Not loaded (offline, or the file failed): the fallback, sized like Inter, stays.
    },
  );
}
