import { useState } from 'react';
import * as v from 'valibot';
import { reservationEditSchema } from '../../../../shared/rules/staff-booking';
import { fieldErrors, type FieldErrors } from '../../../../shared/rules/field-errors';
import { ApiFailure } from '../../lib/api-failure';
import { editBooking } from './api/edit-booking';
import { isSlotFull, type SlotFull } from './api/slot-full';
import type { ServiceBooking } from './api/get-service-day';

export type EditDraft = { date: string; time: string; guests: string; stayMinutes: string; specialRequests: string };

/**
 * The edit dialog's form: only the fields that changed are sent, checked by the shared rules first.
 * A move into a full slot comes back as a refusal, with the explicit "Book over capacity".
 */
export function useEditBookingForm(booking: ServiceBooking, onSaved: (message: string) => void) {
  const [draft, setDraft] = useState<EditDraft>({
    date: booking.date,
    time: booking.time,
    guests: String(booking.guests),
    stayMinutes: String(booking.stayMinutes),
    specialRequests: booking.specialRequests,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<SlotFull | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function set<K extends keyof EditDraft>(field: K, value: EditDraft[K]) {
    setDraft((prev) => ({ ...prev, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setRefusal(null);
  }

  async function send(overCapacity: boolean) {
    const guests = draft.guests === '' ? Number.NaN : Number(draft.guests);
    const edit = {
      ...(draft.date !== booking.date ? { date: draft.date } : {}),
      ...(draft.time !== booking.time ? { time: draft.time } : {}),
      ...(guests !== booking.guests ? { guests } : {}),
      ...(Number(draft.stayMinutes) !== booking.stayMinutes ? { stayMinutes: Number(draft.stayMinutes) } : {}),
      ...(draft.specialRequests !== booking.specialRequests ? { specialRequests: draft.specialRequests } : {}),
      overCapacity,
    };
    const parsed = v.safeParse(reservationEditSchema, edit);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues, reservationEditSchema));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const answer = await editBooking(booking._id, parsed.output);
      if (isSlotFull(answer)) setRefusal(answer);
      else onSaved(`Updated ${booking.name}'s booking.`);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure && error.serverError
          ? error.serverError
          : 'The change could not be saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  }

  return {
    draft,
    errors,
    refusal,
    failure,
    saving,
    set,
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      void send(false);
    },
    bookOverCapacity: () => void send(true),
    dismissFailure: () => setFailure(null),
  };
}
