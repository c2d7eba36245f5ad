/**
 * What the error boundary of every screen shows (src/router.tsx): whatever a screen throws, or a screen's code that cannot be
 * downloaded, ends here in Spanish with 'Reintentar', never on a blank page or a library's English one.
 *
 * A screen's code fails to load when the server is down or, after every deploy, when an open tab asks
 * for hashed files that were replaced. The second case heals with one reload, so the first such failure
 * reloads the page by itself; a second one within a minute shows the screen instead of reloading in a loop.
 */
import { Button } from '@mantine/core';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import * as MSG from '../../domain/messages';
import { FailureScreen } from '../components/failure';

const RELOAD_KEY = 'chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

/** The messages browsers give a dynamic import that could not be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads once for a chunk that failed to load; false when it already did so a moment ago. */
function reloadOnce(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY));
  if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function RouteError({ error }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnce();
    else console.error(error);
  }, [chunk, error]);
  return (
    <FailureScreen title={MSG.failure.screenTitle} text={MSG.failure.screenText} onRetry={() => window.location.reload()}>
      <Button component="a" href="/home" variant="default">
        {MSG.failure.goHome}
      </Button>
    </FailureScreen>
  );
}
