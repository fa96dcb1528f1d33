import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { StaffPage, StaffSection } from '../../ui/layout/staff-page';
import { staffButton } from '../../ui/controls/staff-button';
import { usePageMeta } from '../../ui/layout/use-page-meta';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { Alert } from '../../ui/controls/alert';
import { failureStatus } from '../../lib/api-failure';
import { GUEST_MESSAGES } from '../../../../shared/rules/guests';
import { getGuest } from './api/get-guest';
import { GuestContact } from './guest-contact';
import { NotesEditor } from './notes-editor';
import { TagsEditor } from './tags-editor';
import { GuestBookings } from './guest-bookings';

const backToSearch = (
  <Link to="/admin/guests" className={staffButton('secondary')}>
    <ArrowLeft aria-hidden="true" className="size-4" />
    All guests
  </Link>
);

/** A guest's page: contact and counts, the staff's tags and notes, and every booking, newest first. */
export function Component() {
  // The router hands the param decoded: it is the key itself.
  const key = useParams().key ?? '';
  const guest = useStaffQuery(queryKeys.guests.one(key), () => getGuest(key));
  const data = guest.status === 'error' ? undefined : guest.data;
  usePageMeta(data?.name ?? 'Guest', 'A guest’s bookings and the staff’s notes about them.');

  if (guest.status === 'error') {
    const missing = failureStatus(guest.error) === 404;
    return (
      <StaffPage title="Guest" actions={backToSearch}>
        <Alert tone="error">
          {missing
            ? `${GUEST_MESSAGES.notFound}: no booking belongs to this guest any more.`
            : 'The guest could not be loaded. '}
          {!missing && (
            <button type="button" onClick={guest.reload} className="font-semibold underline">
              Try again
            </button>
          )}
        </Alert>
      </StaffPage>
    );
  }
  if (!data) {
    return (
      <StaffPage title="Guest" actions={backToSearch}>
        <p role="status" className="text-sm text-muted">
          Loading the guest…
        </p>
      </StaffPage>
    );
  }
  return (
    <StaffPage
      title={data.name || 'Guest'}
      intro="Their bookings of every date and the staff’s notes."
      actions={backToSearch}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <div className="space-y-6">
          <StaffSection id="guest-contact-heading" title="Contact">
            <GuestContact guest={data} />
          </StaffSection>
          <StaffSection id="guest-tags-heading" title="Tags">
            <TagsEditor key={key} guestKey={key} initial={data.tags} />
          </StaffSection>
          <StaffSection id="guest-notes-heading" title="Notes">
            <NotesEditor
              key={key}
              guestKey={key}
              initial={data.notes}
              updatedAt={data.notesUpdatedAt}
              updatedBy={data.notesUpdatedBy}
            />
          </StaffSection>
        </div>
        <StaffSection id="guest-bookings-heading" title={`Bookings (${data.bookings.length})`}>
          <GuestBookings bookings={data.bookings} />
        </StaffSection>
      </div>
    </StaffPage>
  );
}
