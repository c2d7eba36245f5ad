// The prerendered pages' only script (scripts/prerender.mjs writes it to dist/assets/boot-<hash>.js). The
// page paints from its HTML and inline CSS alone; then this asks for the app's code, all at once (the entry
// and the page's lazy screen with its imports, as modulepreloads), and runs the entry, which hydrates the
// page. Plain JavaScript with no imports: it is not part of the bundle.
const { entry, preload } = document.currentScript.dataset;
requestAnimationFrame(() =>
  setTimeout(() => {
    for (const href of [entry, ...preload.split(' ').filter(Boolean)]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  }),
);
