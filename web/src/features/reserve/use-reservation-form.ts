import { clearFormDraft, useFormDraft } from './form-draft';
import { useState } from 'react';
import * as v from 'valibot';
import { GUESTS } from '../../../../shared/constants';
import { reservationSchema, type ReservationInput } from '../../../../shared/rules/reservation';
import { fieldErrors, validateField, type FieldErrors } from '../../../../shared/rules/field-errors';

export type FormValues = {
  name: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  guests: string;
  occasion: string;
  specialRequests: string;
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
};

/** The form's strings → the API body. 'None' is no occasion at all. */
function toRequest(values: FormValues): ReservationInput {
  return {
    ...values,
    guests: Number(values.guests),
    occasion: values.occasion === 'None' ? '' : values.occasion,
  };
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

export function useReservationForm() {
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  useFormDraft(values, setValues);
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [errors, setErrors] = useState<FieldErrors>({});

  const check = (field: FieldName, next: FormValues) => {
    const message = validateField(reservationSchema, field, toRequest(next)[field]);
    setErrors((prev) => ({ ...prev, [field]: message ?? '' }));
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
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    setErrors(result.success ? {} : fieldErrors(result.issues));
    return result.success ? body : null;
  };

  const reset = () => {
    clearFormDraft();
    setValues(EMPTY_FORM);
    setTouched({});
    setErrors({});
  };

  const errorOf = (field: FieldName) => (touched[field] ? errors[field] || undefined : undefined);

  return { values, change, blur, validateAll, reset, errorOf };
}
