import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GENERIC_MESSAGES } from '../../../../shared/messages';

export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : '';
  return (
    <main id="main">
      <h1>Error {status}</h1>
      <p>{message || GENERIC_MESSAGES.errorPageFallback}</p>
    </main>
  );
}
