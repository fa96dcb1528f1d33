import { clearFormDraft, useFormDraft } from './form-draft';
import { useState } from 'react';
import * as v from 'valibot';
import { GUESTS } from '../../../../shared/constants';
import { reservationSchema, type ReservationInput } from '../../../../shared/rules/reservation';
import { fieldErrors, validateField, type FieldErrors } from '../../../../shared/rules/field-errors';
import type { AllergenCode } from '../../../../shared/allergens';
import { lastBookableDate } from '../../../../shared/rules/reservation';
import type { BookingPolicies } from '../../../../shared/rules/reservation-window';
import { useMessages } from '../../ui/format/i18n';

export type FormValues = {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
  occasion: string;
  specialRequests: string;
  /** The ticked allergen codes, comma-separated, so the draft and the fields stay strings (issue 30). */
  allergens: string;
  allergyNote: string;
  /** 'yes' once the guest consents to their allergy details being kept. */
  allergyConsent: string;
};
export type FieldName = keyof FormValues;

const EMPTY_FORM: FormValues = {
  name: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  guests: String(GUESTS.default),
  occasion: 'None',
  specialRequests: '',
  allergens: '',
  allergyNote: '',
  allergyConsent: '',
};

/** The allergy fields check the body's one `allergies` entry; each shows its own part's message. */
const ALLERGY_FIELDS: Partial<Record<FieldName, string>> = {
  allergens: 'allergies.allergens',
  allergyNote: 'allergies.note',
  allergyConsent: 'allergies.consent',
};

/** The form's strings → the API body. 'None' is no occasion at all; no allergy given, no `allergies`. */
function toRequest(values: FormValues): ReservationInput {
  const { allergens, allergyNote, allergyConsent, ...rest } = values;
  const codes = allergens.split(',').filter(Boolean) as AllergenCode[];
  return {
    ...rest,
    guests: Number(values.guests),
    occasion: values.occasion === 'None' ? '' : values.occasion,
    ...(codes.length || allergyNote.trim()
      ? { allergies: { allergens: codes, note: allergyNote, consent: allergyConsent === 'yes' } }
      : {}),
  };
}

/** One field's message: an allergy field's comes from checking the whole `allergies` entry. */
function messageOf(field: FieldName, values: FormValues): string | undefined {
  const path = ALLERGY_FIELDS[field];
  if (!path)
    return validateField(
      reservationSchema,
      field as keyof ReservationInput,
      toRequest(values)[field as keyof ReservationInput],
    );
  const result = v.safeParse(reservationSchema, toRequest(values));
  if (result.success) return undefined;
  const errors = fieldErrors(result.issues);
  return Object.entries(errors).find(([key]) => key.startsWith(path))?.[1];
}

/**
 * §5: each field is checked on blur and on submit with the API's own valibot rules;
 * a message shows only once its field has been touched.
 */
/** The values after one field's change: a new date invalidates the chosen time, and its schedule is loaded afresh. */
const withChange = (values: FormValues, field: FieldName, value: string): FormValues => ({
  ...values,
  [field]: value,
  ...(field === 'date' ? { time: '' } : {}),
});

/**
 * A date beyond the owner's booking window (issue 29) in the server's words; the schema cannot know
 * the window, which is a setting. Today and the same-day cutoff are the times' business (the list's reasons).
 */
const beyondWindow = (date: string, policies: BookingPolicies, tooFar: (days: number) => string) =>
  date > lastBookableDate(new Date(), policies.bookingWindowDays) ? tooFar(policies.bookingWindowDays) : undefined;

export function useReservationForm(policies: BookingPolicies) {
  const { tooFar } = useMessages().api.bookingWindow;
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  useFormDraft(values, setValues);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (field: FieldName, next: FormValues) => {
    const message =
      messageOf(field, next) ?? (field === 'date' ? beyondWindow(next.date, policies, tooFar) : undefined);
    // A submit stored an allergy field's message under its body path: this check replaces it.
    const path = ALLERGY_FIELDS[field];
    setErrors((prev) => ({ ...prev, [field]: message ?? '', ...(path ? { [path]: '' } : {}) }));
  };

  const change = (field: FieldName, value: string) => {
    // Onto the latest values, not this render's: what the guest typed before React came reaches the
    // form field after field before it renders again (decision 033).
    setValues((latest) => withChange(latest, field, value));
    if (touched[field]) check(field, withChange(values, field, value));
    if (field === 'date') {
      setTouched((prev) => ({ ...prev, time: false }));
      setErrors((prev) => ({ ...prev, time: '' }));
    }
  };

  const blur = (field: FieldName) => {
    setTouched((prev) => ({ ...prev, [field]: true }));
    check(field, values);
  };

  /** Marks every field touched; returns the parsed body when all rules pass. */
  const validateAll = (): ReservationInput | null => {
    const body = toRequest(values);
    const result = v.safeParse(reservationSchema, body);
    const dateBeyond = beyondWindow(values.date, policies, tooFar);
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    const errors = result.success ? {} : fieldErrors(result.issues);
    setErrors(dateBeyond && !errors.date ? { ...errors, date: dateBeyond } : errors);
    return result.success && !dateBeyond ? body : null;
  };

  /** Marks the given fields touched and checks them alone (issue 31: joining a waitlist needs no time). */
  const validateFields = <F extends FieldName>(fields: F[]): Pick<FormValues, F> | null => {
    setTouched((prev) => ({ ...prev, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    const found = fields.map((field) => [field, messageOf(field, values) ?? ''] as const);
    setErrors((prev) => ({ ...prev, ...Object.fromEntries(found) }));
    if (found.some(([, message]) => message)) return null;
    return Object.fromEntries(fields.map((f) => [f, values[f].trim()])) as Pick<FormValues, F>;
  };

  const reset = () => {
    clearFormDraft();
    setValues(EMPTY_FORM);
    setTouched({});
    setErrors({});
  };

  const errorOf = (field: FieldName) => {
    const message = errors[field] || errors[ALLERGY_FIELDS[field] ?? ''] || undefined;
    return touched[field] ? message : undefined;
  };

  return { values, change, blur, validateAll, validateFields, reset, errorOf };
}
