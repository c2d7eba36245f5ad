/**
 * The app's entry. /home, /login and /register arrive prerendered (scripts/prerender.mjs) and are hydrated
 * here; every other path gets the empty shell and is rendered here.
 */
import './react-init';
import './styles/public';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { pressedEarly } from './components/earlyPress';
import { watchFailedStyles } from './components/failedStyles';
import { AppRoutes, deferPrerendered } from './router';
import './session/session';

const container = document.getElementById('root')!;
const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

/**
 * Settles at the visitor's first sign of using the page (a tap, a key, focus or input anywhere, or a step
 * through history, after which the form may be shown again without its HTML), or at once when something in
 * it already has the focus or its form's button was pressed before this code came (src/boot.js notes that), or
 * when the history entry holds what the form shows (a reload of /register with what was typed, of /login with the
 * e-mail given): its HTML shows the form empty, and only its code fills it in.
 */
function firstTouch(): Promise<void> {
  const events = ['pointerdown', 'keydown', 'focusin', 'input', 'popstate'] as const;
  return new Promise((resolve) => {
    const touched = () => {
      for (const event of events) removeEventListener(event, touched, true);
      resolve();
    };
    const entryState = (history.state as { usr?: unknown } | null)?.usr;
    if (pressedEarly() || entryState || (document.activeElement && document.activeElement !== document.body)) return touched();
    for (const event of events) addEventListener(event, touched, { capture: true, passive: true });
  });
}

function start() {
  watchFailedStyles();
  if (container.firstElementChild) {
    // A prerendered form's code is asked for at the visitor's first touch: a visit that only looks downloads
    // the app without it, and the form's HTML takes typing meanwhile (src/router.tsx, visitorForm).
    // A press of its button meanwhile, which is disabled until then, is answered once the form has come.
    deferPrerendered(location.pathname, firstTouch());
    // Hydration as a transition yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

// Started right after this module runs, from a function rather than from the module's top level: with
// DevTools attached (Lighthouse), a stack recorded inside React makes V8 re-read every function on it, and the
// module's top level is this whole chunk (docs/benchmarks.md, "What DevTools adds").
queueMicrotask(start);
