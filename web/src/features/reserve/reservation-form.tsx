import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { CalendarCheck, LoaderCircle } from 'lucide-react';
import { OCCASIONS } from '../../../../shared/constants';
import { lastBookableDate } from '../../../../shared/rules/reservation';
import { firstBookableDate, type BookingPolicies } from '../../../../shared/rules/reservation-window';
import { Alert } from '../../ui/controls/alert';
import { Button } from '../../ui/controls/button';
import { Field, inputClasses } from '../../ui/controls/field';
import { useReservationForm, type FieldName } from './use-reservation-form';
import { bookableSlots, useDaySlots } from './use-day-slots';
import { useDayAvailability } from './use-day-availability';
import { TimeChoice } from './time-choice';
import { wholeDateReason } from './time-radios';
import { AllergyFields } from './allergy-fields';
import { useHydrated } from '../../ui/islands/use-hydrated';
import { submitReservation, type Outcome } from './submit-reservation';
import { useLocale, useMessages } from '../../ui/format/i18n';
import { formatGuests } from '../../../../shared/i18n/format';

// Its own chunk, fetched when a guest taps a fully booked time (issue 31).
const WaitlistOffer = lazy(() => import('./waitlist-offer'));

/** Party sizes a guest books a table for: up to the owner's large-party threshold; the next is "More than N". */
const guestOptions = (threshold: number) => Array.from({ length: threshold }, (_, i) => i + 1);

/**
 * The date field's bounds (spec §5), the owner's window and same-day cutoff (issue 29): the inline
 * loader writes min and max from the data-*-days into the drawn field before the guest can tap it
 * (shared/entry-loader.ts); React sets the same once hydrated, so it must not mind them while it hydrates.
 */
const dateBounds = (hydrated: boolean, policies: BookingPolicies) => ({
  'data-min-days': policies.sameDayCutoffHours === null ? 1 : 0,
  'data-max-days': policies.bookingWindowDays,
  min: hydrated ? firstBookableDate(new Date(), policies) : undefined,
  max: hydrated ? lastBookableDate(new Date(), policies.bookingWindowDays) : undefined,
});

/** `policies`: the owner's (use-booking-policies.ts); `drawnTimes`: tomorrow's, as the Worker drew the select. */
export function ReservationForm({
  policies,
  drawnTimes,
}: {
  policies: BookingPolicies;
  drawnTimes?: readonly string[];
}) {
  const form = useReservationForm(policies);
  const m = useMessages();
  const locale = useLocale();
  const t = m.reserve;
  // Tomorrow on the guest's Berlin clock, not the build's (the page is prerendered).
  const hydrated = useHydrated();
  const slots = bookableSlots(useDaySlots(form.values.date), form.values.date, policies);
  const availability = useDayAvailability(form.values.date, form.values.guests);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The waitlist's answer takes the form's place, as a booking's confirmation would.
  const [joined, setJoined] = useState('');

  const closed = slots.status === 'closed';
  // No time left: the day offers none, or (once known) every one is full for this party.
  const noTimes =
    slots.status === 'open' &&
    (slots.times.length === 0 ||
      (availability.status === 'ready' &&
        slots.times.every((time) => availability.verdicts.get(time)?.available === false)));
  // A date every time refuses for one reason (beyond the booking window) names it instead.
  const dateReason =
    noTimes && availability.status === 'ready'
      ? wholeDateReason(slots.times, availability.verdicts, m.api.availability.full)
      : '';
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
    const result = await submitReservation(body, crypto.randomUUID(), m);
    setSubmitting(false);
    setOutcome(result);
    if (result.tone === 'success') form.reset();
    requestAnimationFrame(() => outcomeRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' }));
  };

  const stayMinutes = availability.status === 'ready' ? availability.stayMinutes : null;
  const waitlistOffer = (time: string) =>
    stayMinutes ? (
      <Suspense fallback={null}>
        <WaitlistOffer
          date={form.values.date}
          time={time}
          guests={Number(form.values.guests)}
          stayMinutes={stayMinutes}
          contact={() => form.validateFields(['name', 'email', 'phone'])}
          joined={(message) => {
            form.reset();
            setJoined(message);
          }}
        />
      </Suspense>
    ) : null;

  if (joined)
    return (
      <div aria-live="polite">
        <Alert tone="success">{joined}</Alert>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="booking-title">
      {/* The fields and the button take input before React has come (decision 033): the inline loader
          holds a submission and marks the fields left (shared/entry-loader.ts), and app/hydrate-island.tsx
          tells the form all the guest did. */}
      <fieldset className="min-w-0 space-y-6">
        <div className="grid gap-5 sm:grid-cols-2">
          {/* Availability first (issue 28): the party and the date, then that date's times for them, then who they are. */}
          <Field id="res-guests" label={t.labels.guests} error={form.errorOf('guests')}>
            {(p) => (
              <select {...p} {...bind('guests')} className={inputClasses}>
                {guestOptions(policies.largePartyThreshold).map((n) => (
                  <option key={n} value={n}>
                    {formatGuests(locale, n)}
                  </option>
                ))}
                <option value={policies.largePartyThreshold + 1}>{t.moreThan(policies.largePartyThreshold)}</option>
              </select>
            )}
          </Field>
          <Field id="res-date" label={t.labels.date} error={form.errorOf('date')}>
            {(p) => (
              <input
                {...p}
                {...bind('date')}
                type="date"
                {...dateBounds(hydrated, policies)}
                suppressHydrationWarning
                className={inputClasses}
              />
            )}
          </Field>
          <TimeChoice
            slots={slots}
            drawnTimes={drawnTimes}
            availability={availability}
            value={form.values.time}
            error={form.errorOf('time')}
            choose={(time) => form.change('time', time)}
            blur={() => form.blur('time')}
            fullOffer={waitlistOffer}
          />
          {/* A date the field itself refuses (in the past, beyond the window) is said once, by the field. */}
          {(closed || (noTimes && !form.errorOf('date')) || slots.note) && (
            <div className="sm:col-span-2">
              {closed ? (
                <Alert tone="error">{m.api.booking.closedDate}</Alert>
              ) : noTimes && !form.errorOf('date') ? (
                <Alert tone="info">{dateReason || t.noTimes}</Alert>
              ) : (
                <Alert tone="info">{slots.note}</Alert>
              )}
            </div>
          )}
          <Field id="res-name" label={t.labels.name} error={form.errorOf('name')} className="sm:col-span-2">
            {(p) => <input {...p} {...bind('name')} autoComplete="name" className={inputClasses} />}
          </Field>
          <Field id="res-email" label={t.labels.email} error={form.errorOf('email')}>
            {(p) => <input {...p} {...bind('email')} type="email" autoComplete="email" className={inputClasses} />}
          </Field>
          <Field id="res-phone" label={t.labels.phone} error={form.errorOf('phone')}>
            {(p) => <input {...p} {...bind('phone')} type="tel" autoComplete="tel" className={inputClasses} />}
          </Field>
          <Field id="res-occasion" label={t.labels.occasion} error={form.errorOf('occasion')} optional>
            {(p) => (
              <select {...p} {...bind('occasion')} className={inputClasses}>
                {OCCASIONS.map((o) => (
                  <option key={o} value={o}>
                    {t.occasions[o] ?? o}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id="res-requests"
            label={t.labels.specialRequests}
            error={form.errorOf('specialRequests')}
            optional
            hint={t.requestsHint}
            className="sm:col-span-2"
          >
            {(p) => <textarea {...p} {...bind('specialRequests')} rows={4} className={inputClasses} />}
          </Field>
          <AllergyFields values={form.values} change={form.change} blur={form.blur} errorOf={form.errorOf} />
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
          {submitting ? t.processing : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
