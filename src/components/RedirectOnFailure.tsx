/**
 * What a screen renders when its load failed and the product sends the user elsewhere (docs/product.md: Messages: the field
 * form to home-admin, a profile to /dashboard/profile): the message once, then the redirect.
 */
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { notify } from './notify';

export function RedirectOnFailure({ message, to }: { message: string; to: string }) {
  const told = useRef(false);
  useEffect(() => {
    // Once, also under StrictMode's second effect run.
    if (told.current) return;
    told.current = true;
    notify.error(message);
  }, [message]);
  return <Navigate to={to} replace />;
}
