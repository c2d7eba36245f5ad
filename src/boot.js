// The prerendered pages' only script (scripts/prerender.mjs writes it to dist/assets/boot-<hash>.js): the
// page paints from its HTML first, then the app's entry, downloaded and compiled meanwhile through its
// modulepreload, is evaluated and hydrates it. A module script in the page itself could be evaluated, and
// the page hydrated, before anything was painted. Plain JavaScript, no imports: it is not part of the bundle.
const entry = document.currentScript.dataset.entry;
requestAnimationFrame(() => setTimeout(() => import(entry)));
