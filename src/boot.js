// The app's only script in its HTML (scripts/prerender.mjs writes it inline at the end of every page's body;
// the server allows it by its hash). A prerendered page paints from its HTML and inline CSS alone; once it has,
// this asks for the app's code (modulepreloads: the entry's imports, the entry, the page's lazy screen with
// its imports) and runs it: the entry's imports first, then the entry, which hydrates the page. Every step
// is a task of its own, none long enough to hold up a tap on a slow phone (docs/architecture.md). The
// empty shell of every other path has nothing to paint, so it starts at once. When the code cannot be
// downloaded, it shows the page's #boot-failed banner, which says so with a link that loads the page again
// (scripts/prerender.mjs writes it). Plain JavaScript with no imports, minified by the prerender step: it is
// not part of the bundle. Nothing but the page itself is downloaded before it runs, so the browser asks for
// the app's code one request sooner than a boot file of its own.
const { entry, stages, preload } = document.currentScript.dataset;
// A press of a prerendered form's button, which is disabled until the form's code has come, noted from the page's
// start for the form to answer once hydrated; it then sets the note to false, and no press is noted any more
// (src/components/earlyPress.ts).
window.addEventListener(
  'pointerup',
  (event) => {
    if (window.earlyPress !== false && event.target.closest?.('#root form button[type="submit"][disabled]')) window.earlyPress = true;
  },
  { capture: true, passive: true },
);
// What else is done to a prerendered form before its code came, noted on the element for the form to take once
// hydrated: an input left, whose message then shows, and the presses of a button ('Mostrar contraseña', whose
// password then shows) (src/components/earlyPress.ts).
window.addEventListener('focusout', (event) => (event.target.earlyLeft = true), true);
window.addEventListener(
  'click',
  (event) => {
    const button = event.target.closest?.('button');
    if (button) button.earlyPresses = (button.earlyPresses ?? 0) + 1;
  },
  true,
);
const banner = document.getElementById('boot-failed');
// Boot runs: the banner that would show by itself if it never had (scripts/prerender.mjs) waits for a failure.
banner.hidden = true;
const list = (files) => (files ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** After the first paint: a frame's callbacks run just before it paints. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
/** Links added per task: asking for a file costs the main thread 8–12 ms at Lighthouse's 4× CPU slowdown. */
const LINKS_PER_TASK = 2;

function preloadModule(href) {
  const element = document.createElement('link');
  element.rel = 'modulepreload';
  // Modules are fetched in CORS mode.
  element.crossOrigin = '';
  element.href = href;
  document.head.append(element);
}

async function start() {
  if (document.getElementById('root')?.firstElementChild) await painted();
  const files = [...list(stages), entry, ...list(preload)];
  for (let i = 0; i < files.length; i += LINKS_PER_TASK) {
    await nextTask();
    for (const href of files.slice(i, i + LINKS_PER_TASK)) preloadModule(href);
  }
  for (const file of [...list(stages), entry]) {
    await nextTask();
    await import(file);
  }
}

start().catch(() => {
  banner.hidden = false;
  banner.style.animation = 'none';
  banner.style.visibility = 'visible';
});
