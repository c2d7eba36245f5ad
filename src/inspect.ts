/** In development, `?inspect` in the URL connects the Stately inspector to the running machines. */
import type { InspectionEvent, Observer } from 'xstate';

export let inspector: { inspect: Observer<InspectionEvent> } | null = null;

if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const browserInspector = createBrowserInspector({ autoStart: false });
  browserInspector.start();
  inspector = { inspect: browserInspector.inspect };
}
