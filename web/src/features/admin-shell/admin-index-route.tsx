import { redirect } from 'react-router';

// /admin has no page of its own: staff land on the Service page (tonight's bookings, issue 14).
export function loader() {
  throw redirect('/admin/service');
}

export function Component() {
  return null;
}
