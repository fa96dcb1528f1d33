import { Outlet, redirect } from 'react-router';
import { isSignedIn } from '../../lib/session';

// §2: /admin without a session goes to /. The server checks the token on every call.
export function loader() {
  if (!isSignedIn()) throw redirect('/');
  return null;
}

export function Component() {
  return <Outlet />;
}
