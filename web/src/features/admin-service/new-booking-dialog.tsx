import { Modal } from '../../ui/controls/modal';
import { ErrorBanner } from '../../ui/controls/error-banner';
import { staffButton } from '../../ui/controls/staff-button';
import { staffInput } from '../../ui/controls/form-controls';
import type { ServiceSlot } from './api/get-service-day';
import { useNewBookingForm } from './use-new-booking-form';
import { OverCapacityNotice } from './over-capacity-notice';
import { FormRow, controlProps } from './form-row';
import { SlotOptions } from './slot-options';
import { TableChoice } from './table-choice';
import { StaffAllergyFields } from './staff-allergy-fields';
import { defaultSlot, writtenDate } from './service-date';

type Props = {
  open: boolean;
  date: string;
  slots: readonly ServiceSlot[];
  onClose: () => void;
  onBooked: (message: string) => void;
};

/** "New booking": a call or a walk-in for the page's day, confirmed at once. */
export function NewBookingDialog({ open, date, slots, onClose, onBooked }: Props) {
  const footer = (
    <>
      <button type="button" onClick={onClose} className={staffButton('ghost')}>
        Discard
      </button>
      <button type="submit" form="new-booking-form" className={staffButton('primary')}>
        Book
      </button>
    </>
  );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="New booking"
      description={`Phone or walk-in, ${writtenDate(date)}`}
      size="lg"
      footer={footer}
    >
      {open && <NewBookingForm key={date} date={date} slots={slots} onBooked={onBooked} />}
    </Modal>
  );
}

function NewBookingForm({
  date,
  slots,
  onBooked,
}: {
  date: string;
  slots: readonly ServiceSlot[];
  onBooked: (message: string) => void;
}) {
  const open = slots.filter((s) => s.available);
  const form = useNewBookingForm(
    date,
    defaultSlot(
      date,
      open.map((s) => s.time),
    ),
    onBooked,
  );
  const { draft, errors } = form;
  const text = (field: 'name' | 'phone' | 'email' | 'guests', type = 'text') => ({
    ...controlProps(`new-${field}`, errors[field]),
    type,
    value: draft[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => form.set(field, e.target.value),
    onBlur: () => form.check(field),
    className: staffInput,
  });
  return (
    <form id="new-booking-form" noValidate onSubmit={form.submit} className="space-y-4">
      <ErrorBanner message={form.failure} onDismiss={form.dismissFailure} />
      {open.length === 0 && (
        <p role="alert" className="text-sm font-medium text-chilli">
          This day has no open slots.
        </p>
      )}
      {/* The date is the page's day, not a field of this form: a past day, or one over a year ahead, is refused on Book with no field to show it by. */}
      {errors.date && (
        <p role="alert" className="text-sm font-medium text-chilli">
          {errors.date}
        </p>
      )}
      <fieldset>
        <legend className="mb-1 text-xs font-semibold text-ink">How did the booking come in?</legend>
        <div className="flex flex-wrap gap-2">
          {(['phone', 'walk-in'] as const).map((source) => (
            <label
              key={source}
              className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-lg border border-[#c9b393] bg-white px-3 text-sm font-semibold has-[:checked]:border-leaf has-[:checked]:bg-[#e3efe6]"
            >
              <input
                type="radio"
                name="source"
                value={source}
                checked={draft.source === source}
                onChange={() => form.set('source', source)}
                className="accent-leaf"
              />
              {source === 'phone' ? 'Phone call' : 'Walk-in'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow id="new-name" label="Name" error={errors.name}>
          <input {...text('name')} autoComplete="off" />
        </FormRow>
        <FormRow id="new-phone" label="Phone" error={errors.phone}>
          <input {...text('phone', 'tel')} autoComplete="off" />
        </FormRow>
        <FormRow id="new-email" label="Email" optional error={errors.email}>
          <input {...text('email', 'email')} autoComplete="off" />
        </FormRow>
        <FormRow id="new-guests" label="Party size" error={errors.guests}>
          <input {...text('guests', 'number')} min={1} max={20} inputMode="numeric" />
        </FormRow>
        <FormRow id="new-time" label="Time" error={errors.time}>
          <select
            {...controlProps('new-time', errors.time)}
            value={draft.time}
            onChange={(e) => form.set('time', e.target.value)}
            className={staffInput}
          >
            <SlotOptions slots={slots} />
          </select>
        </FormRow>
        <TableChoice
          units={form.tables.units}
          loading={form.tables.loading}
          chosenKey={form.tables.chosenKey}
          onPick={form.tables.pick}
        />
        <FormRow id="new-language" label="Guest's language (for emails)">
          <select
            id="new-language"
            value={draft.language}
            onChange={(e) => form.set('language', e.target.value as 'en' | 'de')}
            className={staffInput}
          >
            <option value="en">English</option>
            <option value="de">German</option>
          </select>
        </FormRow>
        <StaffAllergyFields
          allergens={draft.allergens}
          note={draft.allergyNote}
          onAllergens={(codes) => form.set('allergens', codes)}
          onNote={(note) => form.set('allergyNote', note)}
          allergensError={errors['allergies.allergens'] ?? errors.allergies}
          noteError={errors['allergies.note']}
        />
        <FormRow id="new-notes" label="Notes (requests)" optional error={errors.specialRequests} wide>
          <textarea
            {...controlProps('new-notes', errors.specialRequests)}
            rows={3}
            value={draft.specialRequests}
            onChange={(e) => form.set('specialRequests', e.target.value)}
            onBlur={() => form.check('specialRequests')}
            className={staffInput}
          />
        </FormRow>
      </div>
      {form.refusal && (
        <OverCapacityNotice refusal={form.refusal} busy={form.saving} onConfirm={form.bookOverCapacity} />
      )}
    </form>
  );
}
