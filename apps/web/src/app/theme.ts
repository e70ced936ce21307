import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white-on-blue and blue-on-white text above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  // "Inter Fallback" (global.css) draws the text until Inter itself has loaded, at Inter's size.
  fontFamily:
    'Inter, "Inter Fallback", ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // A page's one h1 is drawn at Mantine's h2 size: Mantine's h1 (34 px) is made for marketing pages.
  headings: { fontWeight: '700', sizes: { h1: DEFAULT_THEME.headings.sizes.h2 } },
  cursorType: 'pointer',
  // Who asks their system for less motion gets no fades or slides (WCAG 2.3.3); the journeys ask for it
  // too, so no test waits for a modal to finish fading in.
  respectReducedMotion: true,
  // Plain objects, not Component.extend(): extend() would pull each component (Modal with its focus trap
  // and popover code) into the first load of every screen.
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1); navigation opts out where it is obvious.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine's close and visibility buttons have no accessible name of their own.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine keeps every select's closed list in the page and positions it on mount: on a phone that cost a
    // campaigns screen 150 ms of blocked main thread for a list nobody opened (docs/decisions/0025).
    Combobox: { defaultProps: { keepMounted: false } },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the password' } } },
  },
});

/**
 * Mantine's light-scheme defaults put some text below WCAG AA contrast (4.5:1): dimmed grey, error red,
 * and the text of "light" variants (alerts, badges). Darker shades pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).flatMap((color) => [
        [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
        // Hovered light and subtle buttons: shade 1 behind shade 9 keeps 5:1 (Mantine's own hover, about 4:1).
        [`--mantine-color-${color}-light-hover`, `var(--mantine-color-${color}-1)`],
      ]),
    ),
  },
  dark: {},
});
