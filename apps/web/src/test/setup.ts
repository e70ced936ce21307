import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for what the screen shows, not for a time: their limit is only a backstop, set
// close to the test's own (vitest.config.ts), because lazy screens in jsdom on a busy 2-core machine (the
// suite under `stress --cpu 2`) can take several seconds to load and draw.
configure({ asyncUtilTimeout: 25_000 });

// jsdom lacks these browser APIs that Mantine uses.
// No media query matches but the wish for reduced motion: the theme then turns Mantine's transitions off
// (app/theme.ts, respectReducedMotion), so no test waits for a modal or a toast to fade in.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: /prefers-reduced-motion:\s*reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
// A Select opened on a chosen value scrolls that option into view, after a timer.
Element.prototype.scrollIntoView ??= () => undefined;
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // Mantine keeps its toasts in one store per module, not per render: the next test's screen would show them.
  notifications.clean();
});

// jsdom lays nothing out, so Mantine's focus trap finds no visible element in a menu and warns with a dump of
// the whole node (hundreds of lines per test). Focus in real menus is covered by the keyboard journeys.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
};
