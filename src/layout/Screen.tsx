/** What every route of src/router.tsx and src/layout/DashboardRoutes.tsx wraps a screen in, and the last route of each. */
import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { Loading } from '../components/Loading';
import { RouteError } from './RouteError';

/**
 * A screen with its own error boundary, so a failure (a render error, or code that cannot be downloaded)
 * keeps the menu around it and ends on 'Reintentar'; the boundary starts over on the next address.
 */
export function Screen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

/** The last route of a `Routes`: an address no route knows goes to the home. */
export const ELSEWHERE_HOME = <Route path="*" element={<Navigate to="/home" replace />} />;
