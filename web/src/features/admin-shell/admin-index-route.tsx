import { redirect } from 'react-router';

// /admin has no page of its own: staff land on the dashboard.
export function loader() {
  throw redirect('/admin/dashboard');
}

export function Component() {
  return null;
}
