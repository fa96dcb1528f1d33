import { useEffect, useState } from 'react';
import { Outlet, redirect } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { isSignedIn } from '../../lib/session';
import { checkSession } from './api/check-session';
import { createStaffQueryClient } from '../../lib/staff-query-client';
import { LiveStatus } from './live-status';

// §2: /admin without a session goes to /. The server checks the token on every call.
export function loader() {
  if (!isSignedIn()) throw redirect('/');
  return null;
}

export function Component() {
  // One cache for the back office while staff are in it; leaving /admin (signing out) drops it.
  const [queryClient] = useState(createStaffQueryClient);
  // The hint cookie is only a hint (docs/decisions/004). Some admin pages read public
  // endpoints first, so check the token once on entering the back office, without
  // holding up the page: an expired or forged token then lands on /login at once.
  useEffect(() => {
    checkSession().catch(() => undefined);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <LiveStatus />
    </QueryClientProvider>
  );
}
