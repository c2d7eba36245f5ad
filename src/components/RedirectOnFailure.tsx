/**
 * What a screen renders when its load failed and the product sends the user elsewhere (docs/product.md: Messages: the field
 * form to home-admin, a profile to /dashboard/profile): the message once, then the redirect.
 */
import { useEffect, useRef } from 'react';
import { Redirect } from 'wouter';
import { HttpError } from '../api/client';
import { notify } from './notify';

export function RedirectOnFailure({ message, to }: { message: string; to: string }) {
  const told = useRef(false);
  useEffect(() => {
    // Once, also under StrictMode's second effect run.
    if (told.current) return;
    told.current = true;
    notify.error(message);
  }, [message]);
  return <Redirect to={to} replace />;
}

/**
 * A failure that another try may mend: no answer came, or the server failed (5xx). A screen that redirects
 * when its load is refused (404, not theirs) shows 'Reintentar' instead for these.
 */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof HttpError && (!error.response || error.response.status >= 500);
}
