import { berlinToday } from '../../../../shared/berlin-time';
import { lastStaffBookableDate } from '../../../../shared/rules/staff-booking';
import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput } from '../../ui/controls/form-controls';
import { useStaffQuery } from '../../ui/data/use-staff-query';
import { queryKeys } from '../../lib/query-keys';
import { getServiceDay, type ServiceBooking } from './api/get-service-day';
import { useEditBookingForm } from './use-edit-booking-form';
import { OverCapacityNotice } from './over-capacity-notice';
import { FormRow, controlProps } from './form-row';
import { SlotOptions } from './slot-options';
import { stayChoices, stayLabel } from './stay-choices';

type Props = { booking: ServiceBooking | null; onClose: () => void; onSaved: (message: string) => void };

/** Edit: date, a time from that date's slots, party size, stay and notes of a pending, confirmed or seated booking. */
export function EditBookingDialog({ booking, onClose, onSaved }: Props) {
  const footer = (
    <>
      <button type="button" onClick={onClose} className={staffButton('ghost')}>
        Discard changes
      </button>
      <button type="submit" form="edit-booking-form" className={staffButton('primary')}>
        Save changes
      </button>
    </>
  );
  return (
    <Modal
      open={booking !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Edit booking"
      description={booking?.name}
      footer={footer}
    >
      {booking && <EditBookingForm key={booking._id} booking={booking} onSaved={onSaved} />}
    </Modal>
  );
}

function EditBookingForm({ booking, onSaved }: { booking: ServiceBooking; onSaved: (message: string) => void }) {
  const form = useEditBookingForm(booking, onSaved);
  const { draft, errors } = form;
  // The chosen date's slots, with how full each is (the day may have its own schedule).
  const day = useStaffQuery(queryKeys.reservations.serviceDay(draft.date), () => getServiceDay(draft.date));
  const slots = day.data?.slots ?? [];
  const offered = slots.some((s) => s.available && s.time === draft.time);
  return (
    <form id="edit-booking-form" noValidate onSubmit={form.submit} className="space-y-4">
      <ErrorBanner message={form.failure} onDismiss={form.dismissFailure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow id="edit-date" label="Date" error={errors.date}>
          <input
            {...controlProps('edit-date', errors.date)}
            type="date"
            min={berlinToday()}
            max={lastStaffBookableDate()}
            value={draft.date}
            onChange={(e) => e.target.value && form.set('date', e.target.value)}
            className={staffInput}
          />
        </FormRow>
        <FormRow id="edit-time" label="Time" error={errors.time}>
          <select
            {...controlProps('edit-time', errors.time)}
            value={draft.time}
            onChange={(e) => form.set('time', e.target.value)}
            className={staffInput}
          >
            {!offered && (
              <option value={draft.time}>
                {draft.time}
                {day.data ? ' (not a slot that day)' : ''}
              </option>
            )}
            <SlotOptions slots={slots} />
          </select>
        </FormRow>
        <FormRow id="edit-guests" label="Party size" error={errors.guests}>
          <input
            {...controlProps('edit-guests', errors.guests)}
            type="number"
            min={1}
            max={20}
            inputMode="numeric"
            value={draft.guests}
            onChange={(e) => form.set('guests', e.target.value)}
            className={staffInput}
          />
        </FormRow>
        <FormRow id="edit-stay" label="Stay" error={errors.stayMinutes}>
          <select
            {...controlProps('edit-stay', errors.stayMinutes)}
            value={draft.stayMinutes}
            onChange={(e) => form.set('stayMinutes', e.target.value)}
            className={staffInput}
          >
            {stayChoices(booking.stayMinutes).map((minutes) => (
              <option key={minutes} value={minutes}>
                {stayLabel(draft.time, minutes)}
              </option>
            ))}
          </select>
        </FormRow>
        <FormRow id="edit-notes" label="Notes (allergies, requests)" optional error={errors.specialRequests} wide>
          <textarea
            {...controlProps('edit-notes', errors.specialRequests)}
            rows={4}
            value={draft.specialRequests}
            onChange={(e) => form.set('specialRequests', e.target.value)}
            className={staffInput}
          />
        </FormRow>
      </div>
      {errors.body && (
        <p role="alert" className="text-sm font-medium text-chilli">
          {errors.body}
        </p>
      )}
      {form.refusal && (
        <OverCapacityNotice refusal={form.refusal} busy={form.saving} onConfirm={form.bookOverCapacity} />
      )}
    </form>
  );
}
