import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { ORDER_MESSAGES } from '../../../../shared/messages';
import { StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { ReservationFilters } from './reservation-filters';
import { ReservationsTable } from './reservations-table';
import { CancellationEmailDialog } from './cancellation-email-dialog';
import { NewOrderDialog } from './new-order-dialog';
import { LoadMore } from '../../ui/controls/load-more';
import { useReservationList } from './use-reservation-list';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { cancellationEmailFor, type Email, type GuestDetails } from './cancellation-email';
import { updateReservationStatus } from './api/update-reservation-status';
import { getRestaurantContact } from './api/get-restaurant-contact';
import { SEED_SETTINGS } from '../../../../shared/rules/settings';
import type { AdminReservation } from './api/get-reservations';

type Props = { onChanged: () => void; onError: (message: string) => void; onNotice: (message: string) => void };

/** A cancel waiting for its "are you sure?", with the guest's details only if §4 passes them. */
type PendingCancel = { reservation: AdminReservation; guest: GuestDetails | null };

export function ReservationsSection({ onChanged, onError, onNotice }: Props) {
  const list = useReservationList();
  // The note signs as the owner set the restaurant (issue 29); the seed's until that has loaded.
  const contact = useStaffQuery([...queryKeys.settings, 'public'], getRestaurantContact).data ?? SEED_SETTINGS;
  const invalidate = useInvalidate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<PendingCancel | null>(null);
  const [email, setEmail] = useState<(Email & { reservationId: string }) | null>(null);
  const [ordering, setOrdering] = useState<AdminReservation | null>(null);

  async function move(r: AdminReservation, status: 'confirmed' | 'cancelled', notifyGuest = true): Promise<boolean> {
    setBusyId(r._id);
    try {
      await updateReservationStatus(r._id, status, notifyGuest);
      onChanged();
      return true;
    } catch {
      onError(ORDER_MESSAGES.generic);
      return false;
    } finally {
      setBusyId(null);
    }
  }

  async function confirmCancel() {
    if (!cancelling) return;
    // With guest details the dialog that follows sends the note (or staff mail it themselves), so
    // the server sends none of its own: the guest gets one cancellation email. Without them (a
    // confirmed booking, §4), the server emails the guest its standard one.
    const ok = await move(cancelling.reservation, 'cancelled', cancelling.guest === null);
    setCancelling(null);
    if (!ok) return;
    onNotice(`Reservation for ${cancelling.reservation.name} cancelled.`);
    if (cancelling.guest)
      setEmail({
        ...(await cancellationEmailFor(cancelling.guest, contact)),
        reservationId: cancelling.reservation._id,
      });
  }

  return (
    <StaffSection
      id="reservations-heading"
      title="Reservations"
      actions={
        <button type="button" onClick={list.reload} className={staffButton('ghost')} aria-busy={list.loading}>
          <RefreshCw aria-hidden="true" className={`size-4 ${list.loading ? 'animate-spin' : ''}`} />
          Refresh
        </button>
      }
    >
      <ReservationFilters
        hours={list.hours}
        status={list.status}
        dates={list.dates}
        date={list.date}
        onHours={list.setHours}
        onStatus={list.setStatus}
        onDate={list.setDate}
      />
      <ReservationsTable
        rows={list.rows}
        loading={list.loading}
        failed={list.failed}
        busyId={busyId}
        onRetry={list.reload}
        onConfirm={async (r) => (await move(r, 'confirmed')) && onNotice(`Reservation for ${r.name} confirmed.`)}
        // §4: Cancel on a pending row passes the guest's details; on a confirmed row it passes none.
        onCancel={(r) => setCancelling({ reservation: r, guest: r.status === 'pending' ? r : null })}
        onPlaceOrder={setOrdering}
      />
      <LoadMore noun="reservations" list={list} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel reservation"
        description="Are you sure you want to cancel this reservation?"
        confirmLabel="Cancel reservation"
        cancelLabel="Keep reservation"
        danger
        busy={busyId !== null}
        onConfirm={confirmCancel}
        onCancel={() => setCancelling(null)}
      >
        {cancelling && (
          <p className="mt-3 rounded-lg bg-sand/60 px-3 py-2 text-sm break-words">
            {cancelling.reservation.name} · {cancelling.reservation.time} · {cancelling.reservation.guests} guests
          </p>
        )}
      </ConfirmDialog>
      <CancellationEmailDialog
        email={email}
        onClose={() => setEmail(null)}
        onSent={(to) => {
          setEmail(null);
          // The email is in the outbox now: the Emails page's copy is stale.
          void invalidate(queryKeys.emails.all);
          onNotice(`Cancellation email to ${to} queued; it is on the Emails page.`);
        }}
      />
      <NewOrderDialog
        reservation={ordering}
        onClose={() => setOrdering(null)}
        onPlaced={(name) => {
          setOrdering(null);
          onChanged();
          onNotice(`Order placed for ${name}.`);
        }}
      />
    </StaffSection>
  );
}
