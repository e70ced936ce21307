import './app/first-paint-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { mayHaveStoredSignIn } from './lib/auth/stored-tokens';

// The first Intl formatter a page makes loads the browser's locale data: 12 to 19 ms on a desktop, four times
// that on a phone, however small the formatter. Signed-in screens format figures as they first draw, and
// there that load was the larger part of one long task as the screen's code arrived (docs/decisions/0032).
// Made here, it holds the first paint back by that much instead, which Lighthouse does not count as blocking
// time (it counts from the first paint on); a signed-out visit skips it.
if (mayHaveStoredSignIn()) new Intl.NumberFormat('en-US').format(0);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Drawn as a transition: React yields to the browser every few milliseconds while it builds the first
// screen, instead of holding the main thread for the whole tree (Lighthouse's Total Blocking Time on a slow
// phone; docs/decisions/0025).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
