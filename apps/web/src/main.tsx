import './app/first-paint-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

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
