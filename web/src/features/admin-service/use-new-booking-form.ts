import { useState } from 'react';
import * as v from 'valibot';
import { staffBookingSchema, type StaffBookingInput } from '../../../../shared/rules/staff-booking';
import { fieldErrors, validateField, type FieldErrors } from '../../../../shared/rules/field-errors';
import { ApiFailure } from '../../lib/api-failure';
import type { AllergenCode } from '../../../../shared/allergens';
import { staffBook } from './api/staff-book';
import { isSlotFull, type SlotFull } from './api/slot-full';
import { useFreeUnits } from './use-free-units';

export type NewBookingDraft = {
  source: 'phone' | 'walk-in';
  name: string;
  phone: string;
  email: string;
  guests: string;
  time: string;
  specialRequests: string;
  language: 'en' | 'de';
  /** Issue 30: the allergens the guest named (codes) and a note; nothing given sends none. */
  allergens: AllergenCode[];
  allergyNote: string;
};
type Field = keyof NewBookingDraft;

const toInput = (
  { allergens, allergyNote, ...d }: NewBookingDraft,
  date: string,
  overCapacity = false,
): StaffBookingInput => ({
  ...d,
  ...((allergens.length > 0 || allergyNote.trim() !== '') && { allergies: { allergens, note: allergyNote } }),
  date,
  guests: d.guests === '' ? Number.NaN : Number(d.guests),
  occasion: '',
  overCapacity,
});

/**
 * The phone / walk-in form: the shared rules on blur and on submit. A full slot comes back as a
 * refusal the dialog shows, with the explicit "Book over capacity" that sends `overCapacity: true`.
 * The tables sent are the free unit chosen for the party and time (the best one unless staff pick).
 */
export function useNewBookingForm(date: string, firstTime: string, onBooked: (message: string) => void) {
  const [draft, setDraft] = useState<NewBookingDraft>({
    source: 'phone',
    name: '',
    phone: '',
    email: '',
    guests: '2',
    time: firstTime,
    specialRequests: '',
    language: 'en',
    allergens: [],
    allergyNote: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<SlotFull | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tables = useFreeUnits(date, draft.time, draft.guests);

  function set<K extends Field>(field: K, value: NewBookingDraft[K]) {
    setDraft((prev) => ({ ...prev, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    if (field === 'time' || field === 'guests') setRefusal(null);
  }

  function check(field: Field & keyof StaffBookingInput) {
    const message = validateField(staffBookingSchema, field, toInput(draft, date)[field]);
    setErrors((prev) => (message ? { ...prev, [field]: message } : prev));
  }

  async function send(overCapacity: boolean) {
    const parsed = v.safeParse(staffBookingSchema, toInput(draft, date, overCapacity));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.issues, staffBookingSchema));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      // No free unit: the server assigns (or refuses the full slot, for staff to override).
      const answer = await staffBook({ ...parsed.output, tableIds: tables.chosenIds });
      if (isSlotFull(answer)) setRefusal(answer);
      else onBooked(`Booked ${parsed.output.name}, ${parsed.output.guests} at ${parsed.output.time}.`);
    } catch (error) {
      setFailure(
        error instanceof ApiFailure && error.serverError
          ? error.serverError
          : 'The booking could not be saved. Please try again.',
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
    tables,
    set,
    check,
    submit: (event: React.FormEvent) => {
      event.preventDefault();
      void send(false);
    },
    bookOverCapacity: () => void send(true),
    dismissFailure: () => setFailure(null),
  };
}
