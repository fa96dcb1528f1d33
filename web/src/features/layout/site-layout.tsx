import { Outlet } from 'react-router';

// Stub: the header and footer come with the public site.
export function SiteLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
