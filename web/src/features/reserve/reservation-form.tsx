import { useRef, useState, type FormEvent } from 'react';
import { CalendarCheck, LoaderCircle } from 'lucide-react';
import { GUESTS, OCCASIONS } from '../../../../shared/constants';
import { BOOKING_MESSAGES } from '../../../../shared/messages';
import { berlinTomorrow } from '../../../../shared/berlin-time';
import { lastBookableDate } from '../../../../shared/rules/reservation';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Field, inputClasses } from '../../ui/field';
import { useReservationForm, type FieldName } from './use-reservation-form';
import { useDaySlots } from './use-day-slots';
import { useHydrated } from '../../ui/use-hydrated';
import { submitReservation, type Outcome } from './submit-reservation';

const guestOptions = Array.from({ length: GUESTS.dropdownMax }, (_, i) => i + 1);

export function ReservationForm() {
  const form = useReservationForm();
  // Tomorrow on the guest's Berlin clock, not the build's (the page is prerendered).
  const hydrated = useHydrated();
  const slots = useDaySlots(form.values.date);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const closed = slots.status === 'closed';
  const noTimes = slots.status === 'open' && slots.times.length === 0;
  const bind = (field: FieldName) => ({
    name: field,
    value: form.values[field],
    onChange: (e: { target: { value: string } }) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const body = form.validateAll();
    if (!body) return;
    setSubmitting(true);
    const result = await submitReservation(body, crypto.randomUUID());
    setSubmitting(false);
    setOutcome(result);
    if (result.tone === 'success') form.reset();
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="booking-title">
      {/* Typing into the prerendered form before the page is live would be lost: wait for it. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="res-name" label="Full name" error={form.errorOf('name')} className="sm:col-span-2">
            {(p) => <input {...p} {...bind('name')} autoComplete="name" className={inputClasses} />}
          </Field>
          <Field id="res-email" label="Email" error={form.errorOf('email')}>
            {(p) => <input {...p} {...bind('email')} type="email" autoComplete="email" className={inputClasses} />}
          </Field>
          <Field id="res-phone" label="Phone" error={form.errorOf('phone')}>
            {(p) => <input {...p} {...bind('phone')} type="tel" autoComplete="tel" className={inputClasses} />}
          </Field>
          <Field id="res-date" label="Date" error={form.errorOf('date')}>
            {(p) => <input {...p} {...bind('date')} type="date" min={hydrated ? berlinTomorrow() : undefined} max={hydrated ? lastBookableDate() : undefined} className={inputClasses} />}
          </Field>
          <Field
            id="res-time"
            label="Time"
            error={form.errorOf('time')}
            hint={slots.status === 'idle' ? 'Choose a date to see the free times.' : undefined}
          >
            {(p) => (
              <select {...p} {...bind('time')} disabled={slots.status !== 'open' || noTimes} className={inputClasses}>
                <option value="">{slots.status === 'loading' ? 'Loading times…' : 'Select a time'}</option>
                {slots.times.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {(closed || noTimes || slots.note) && (
            <div className="sm:col-span-2">
              {closed ? (
                <Alert tone="error">{BOOKING_MESSAGES.closedDate}</Alert>
              ) : noTimes ? (
                <Alert tone="info">There are no free times left on this date. Please choose another day.</Alert>
              ) : (
                <Alert tone="info">{slots.note}</Alert>
              )}
            </div>
          )}
          <Field id="res-guests" label="Number of guests" error={form.errorOf('guests')}>
            {(p) => (
              <select {...p} {...bind('guests')} className={inputClasses}>
                {guestOptions.map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? 'guest' : 'guests'}
                  </option>
                ))}
                <option value={GUESTS.moreThanDropdown}>More than 10 (We'll contact you)</option>
              </select>
            )}
          </Field>
          <Field id="res-occasion" label="Occasion" error={form.errorOf('occasion')} optional>
            {(p) => (
              <select {...p} {...bind('occasion')} className={inputClasses}>
                {OCCASIONS.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="res-requests"
            label="Special requests"
            error={form.errorOf('specialRequests')}
            optional
            hint="High chair, allergies, a quiet corner… we'll do our best."
            className="sm:col-span-2"
          >
            {(p) => <textarea {...p} {...bind('specialRequests')} rows={4} className={inputClasses} />}
          </Field>
        </div>
        <div ref={outcomeRef} className="scroll-mb-8">
          {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting || closed || noTimes}>
          {submitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <CalendarCheck aria-hidden="true" className="size-5" />
          )}
          {submitting ? 'Processing...' : 'Request Reservation'}
        </Button>
      </fieldset>
    </form>
  );
}
