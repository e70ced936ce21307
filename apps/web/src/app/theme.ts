import { Anchor, createTheme, DEFAULT_THEME, Modal, Notification, PasswordInput, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white-on-blue and blue-on-white text above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Links inside text must not rely on colour alone (WCAG 1.4.1); navigation opts out where it is obvious.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss' } } }),
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the password' } },
    }),
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
    ...Object.fromEntries(Object.keys(DEFAULT_THEME.colors).map((color) => [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`])),
  },
  dark: {},
});
