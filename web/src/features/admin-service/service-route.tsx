import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LayoutDashboard, Plus } from 'lucide-react';
import { StaffPage } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { ConfirmDialog } from '../../ui/controls/confirm-dialog';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useInvalidate, useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getServiceDay, type ServiceBooking } from './api/get-service-day';
import { serviceDate } from './service-date';
import { DayPicker } from './day-picker';
import { ServiceSlots } from './service-slots';
import { NewBookingDialog } from './new-booking-dialog';
import { EditBookingDialog } from './edit-booking-dialog';
import { useBookingMoves } from './use-booking-moves';
import { ServicePlan } from './service-plan';
import { ViewToggle, type ServiceView } from './view-toggle';
import { KitchenLinks } from './kitchen-links';
import { MisfitsNotice } from './misfits-notice';
import { useMisfits } from './use-misfits';
import { WaitlistPanel } from './waitlist-panel';

/** The host stand (issue 14): one day's bookings by slot, moved through the evening's states. */
export function Component() {
  usePageMeta(
    'Service',
    'The day’s bookings by slot: confirm, seat, complete, mark no-shows, edit, and take phone and walk-in bookings.',
  );
  const [params, setParams] = useSearchParams();
  const date = serviceDate(params.get('date'));
  const view: ServiceView = params.get('view') === 'plan' ? 'plan' : 'list';
  const onlyUnconfirmed = params.get('only') === 'unconfirmed';
  // The day, the view and the list's filter (issue 31) are all in the URL: a reload keeps them.
  const show = (next: { date?: string; view?: ServiceView; only?: boolean }) => {
    const chosen = { date, view, only: onlyUnconfirmed, ...next };
    setParams({
      date: chosen.date,
      ...(chosen.view === 'plan' ? { view: 'plan' } : {}),
      ...(chosen.only ? { only: 'unconfirmed' } : {}),
    });
  };
  const day = useStaffQuery(queryKeys.reservations.serviceDay(date), () => getServiceDay(date));
  const invalidate = useInvalidate();
  // A booking moved, added or edited: this day's bookings and any other copy of bookings refetch,
  // and the list of bookings outside the hours, which a moved or cancelled booking may leave.
  const changed = () =>
    void invalidate(queryKeys.reservations.all, queryKeys.stats, queryKeys.guests.all, queryKeys.schedule.rules);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ServiceBooking | null>(null);
  const [notice, setNotice] = useState('');
  const moves = useBookingMoves(changed, setNotice);
  const misfits = useMisfits(date, () => show({ view: 'list' }));

  function done(message: string) {
    setAdding(false);
    setEditing(null);
    setNotice(message);
    changed();
  }

  const actions = (
    <>
      <Link to="/admin/dashboard" className={staffButton('secondary')}>
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Dashboard
      </Link>
      <KitchenLinks date={date} />
      <button type="button" onClick={() => setAdding(true)} disabled={!day.data} className={staffButton('primary')}>
        <Plus aria-hidden="true" className="size-4" />
        New booking
      </button>
    </>
  );
  return (
    <StaffPage
      title="Service"
      intro="Bookings by slot or by table for one day. Seat guests as they arrive; take calls and walk-ins with New booking."
      actions={actions}
    >
      <section
        aria-labelledby="service-day-heading"
        className="space-y-4 rounded-2xl bg-white/60 p-3 ring-1 ring-sand sm:p-5"
      >
        <DayPicker date={date} onChange={(d) => show({ date: d })} />
        <ViewToggle view={view} onChange={(v) => show({ view: v })} />
        <p role="status" className="sr-only">
          {notice}
        </p>
        <MisfitsNotice
          date={date}
          misfits={misfits.misfits}
          onOpenBooking={misfits.openBooking}
          onShowDay={(d) => show({ date: d })}
        />
        <ErrorBanner message={moves.failure} onDismiss={moves.dismissFailure} />
        {view === 'plan' ? (
          <ServicePlan date={date} day={day} onChanged={changed} announce={setNotice} />
        ) : (
          <ServiceSlots
            day={day}
            busyId={moves.busyId}
            outsideHours={misfits.outsideHours}
            onMove={moves.move}
            onEdit={setEditing}
            onlyUnconfirmed={onlyUnconfirmed}
            onFilter={(only) => show({ only })}
          />
        )}
      </section>
      <WaitlistPanel date={date} />
      <NewBookingDialog
        open={adding}
        date={date}
        slots={day.data?.slots ?? []}
        onClose={() => setAdding(false)}
        onBooked={done}
      />
      <EditBookingDialog booking={editing} onClose={() => setEditing(null)} onSaved={done} />
      <ConfirmDialog
        open={moves.asking !== null}
        title="Cancel this booking?"
        description={
          moves.asking
            ? `${moves.asking.name}, ${moves.asking.guests} at ${moves.asking.time}. ${moves.asking.email ? 'The guest is emailed that it is cancelled.' : 'The guest gave no email: call them if they need to know.'}`
            : ''
        }
        confirmLabel="Cancel booking"
        danger
        busy={moves.busyId !== null}
        onConfirm={moves.confirmCancel}
        onCancel={moves.keep}
      />
      {/* The server refused to seat a late no-show in a full slot: the same explicit "over capacity" as a booking or an edit. */}
      <ConfirmDialog
        open={moves.full !== null}
        title="This slot is full"
        description={
          moves.full
            ? `${moves.full.booking.name}, ${moves.full.booking.guests} at ${moves.full.booking.time}. ${moves.full.refusal.error}`
            : ''
        }
        confirmLabel="Seat over capacity"
        cancelLabel="Don’t seat"
        danger
        busy={moves.busyId !== null}
        onConfirm={moves.confirmOverCapacity}
        onCancel={moves.keepOut}
      />
    </StaffPage>
  );
}
