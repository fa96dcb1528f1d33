import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { SiteShell } from '../layout/site-layout';

// The router loads this boundary up front; its page body waits until an error happens,
// which keeps the error page's code out of every guest's first load.
const ErrorPage = lazy(() => import('./error-page'));

export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <SiteShell>
      <Suspense fallback={null}>
        <ErrorPage status={status} message={message} />
      </Suspense>
    </SiteShell>
  );
}
