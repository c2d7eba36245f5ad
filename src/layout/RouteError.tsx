/**
 * What the error boundary of every screen shows (`Screen`, src/layout/Screen.tsx): whatever a screen throws, or a screen's code that cannot be
 * downloaded, ends here in Spanish with 'Reintentar', never on a blank page or a library's English one.
 *
 * A screen's code fails to load when the phone is offline or the server down, or, after every deploy, when
 * an open tab asks for hashed files that were replaced. The last case heals with one reload, so the first
 * such failure reloads the page by itself, when the server answers (the screen keeps loading meanwhile, so the
 * failure never flashes before the reload): reloading without a connection would
 * trade the app for the browser's own (English) offline page. A second failure within a minute shows the
 * screen instead of reloading in a loop; its 'Reintentar' reloads too, once the server answers.
 */
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import * as MSG from '../../domain/messages';
import { serverAnswers } from '../api/http';
import { FailureScreen } from '../components/failure';
import { Loading } from '../components/Loading';

const RELOAD_KEY = 'chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

/** The messages browsers give a dynamic import that could not be fetched or evaluated. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Whether a chunk that failed to load may reload the page by itself: not again within a minute. */
function mayReload(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_KEY));
  return !(Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS);
}

/** Reloads once, when the server answers; false when it does not (the page stays). */
async function reloadOnce(): Promise<boolean> {
  if (!(await serverAnswers())) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function RouteError({ error }: FallbackProps) {
  const chunk = isChunkLoadError(error);
  // While the one automatic reload is being decided the screen still reads as loading: the failure shows
  // only if the page stays.
  const [reloading, setReloading] = useState(() => chunk && mayReload());
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!chunk) console.error(error);
    else if (mayReload()) void reloadOnce().then((going) => setReloading(going));
  }, [chunk, error]);
  const retry = async () => {
    setChecking(true);
    if (await serverAnswers()) window.location.reload();
    else setChecking(false);
  };
  if (reloading) return <Loading />;
  return (
    <FailureScreen title={MSG.failure.screenTitle} text={MSG.failure.screenText} onRetry={retry} retrying={checking}>
      {/* In the dashboard (only its paths start with '/d'), the user's own home, not the visitors' page. */}
      <Button component={Link} to={location.pathname.startsWith('/d') ? '/dashboard' : '/home'} variant="default">
        {MSG.failure.goHome}
      </Button>
    </FailureScreen>
  );
}
