// The prerendered pages' only script (scripts/prerender.mjs writes it to dist/assets/boot-<hash>.js). The
// page paints from its HTML and inline CSS alone; then this asks for the app's code (modulepreloads: the
// entry's imports, the entry, the page's lazy screen with its imports) and runs it: the entry's imports
// first, then the entry, which hydrates the page. Every step is a task of its own, none long enough to
// hold up a tap on a slow phone (docs/architecture.md). Plain JavaScript with no imports: it is not part
// of the bundle.
const { entry, stages, preload } = document.currentScript.dataset;
const list = (files) => files.split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
/** Links added per task: asking for a file costs the main thread about a millisecond on a slow phone. */
const LINKS_PER_TASK = 4;

requestAnimationFrame(async () => {
  const files = [...list(stages), entry, ...list(preload)];
  for (let i = 0; i < files.length; i += LINKS_PER_TASK) {
    await nextTask();
    for (const href of files.slice(i, i + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  for (const stage of list(stages)) {
    await nextTask();
    await import(stage);
  }
  await nextTask();
  import(entry);
});
