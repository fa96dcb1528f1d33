import { useCallback, useState } from 'react';
import { useInvalidate } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { StaffPage } from '../../ui/layout/staff-page';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { Alert } from '../../ui/controls/alert';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { StatsCards } from './stats-cards';
import { ReservationsSection } from './reservations-section';
import { OrdersSection } from './orders-section';
import { MaintenanceSection } from './maintenance-section';
import { isOwner } from '../../lib/session';

export function Component() {
  usePageMeta('Dashboard', 'Reservations, orders and figures for Kovalam staff.');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Any change (a confirm, an order, a deletion) refetches every section; the other pages' copies
  // of bookings, orders and guests are marked stale and refetch when shown.
  const invalidate = useInvalidate();
  const changed = useCallback(() => {
    void invalidate(
      queryKeys.reservations.all,
      queryKeys.stats,
      queryKeys.orders,
      queryKeys.guests.all,
      queryKeys.emails.all,
      queryKeys.audit,
    );
  }, [invalidate]);
  const fail = useCallback((message: string) => {
    setNotice(null);
    setError(message);
  }, []);
  const note = useCallback((message: string) => {
    setError(null);
    setNotice(message);
  }, []);

  return (
    <StaffPage title="Dashboard" intro="Confirm requests, place orders for seated guests and keep an eye on the day.">
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
      {notice && <Alert tone="success">{notice}</Alert>}
      <StatsCards />
      <ReservationsSection onChanged={changed} onError={fail} onNotice={note} />
      <OrdersSection onChanged={changed} />
      {/* Deleting old bookings is an owner's call (decision 022); the server refuses staff anyway. */}
      {isOwner() && <MaintenanceSection onChanged={changed} onError={fail} onNotice={note} />}
    </StaffPage>
  );
}
