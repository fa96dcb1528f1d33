import { Link, Outlet } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { isOwner } from '../../lib/session';
import { StaffPage } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';

/**
 * Wraps the owners' pages (menu, banners, schedules, staff, audit log; decision 022). A staff
 * account that opens one, from an old bookmark or a typed address, is told so instead of meeting
 * a page whose every call the server refuses with 403.
 */
export function Component() {
  return isOwner() ? <Outlet /> : <OwnersOnly />;
}

function OwnersOnly() {
  usePageMeta('Owners only', 'This back-office page is for owners.');
  return (
    <StaffPage title="Owners only">
      <div role="alert" className="flex max-w-2xl items-start gap-3 rounded-2xl bg-white/70 p-5 ring-1 ring-sand">
        <ShieldAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-tamarind" />
        <div className="space-y-3">
          <p className="text-lg font-semibold text-ink">Only an owner can open this page.</p>
          <p className="text-sm text-muted">
            Your account runs the service, reservations and orders. Ask an owner if you need this page.
          </p>
          <Link to="/admin/dashboard" className={staffButton('primary')}>
            Go to the dashboard
          </Link>
        </div>
      </div>
    </StaffPage>
  );
}
