import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { loginSchema, type LoginInput } from '../../../../shared/rules/login';
import { fieldErrors, validateField } from '../../../../shared/rules/field-errors';
import { LOGIN_MESSAGES } from '../../../../shared/messages';
import { failureStatus } from '../../lib/api-failure';
import { signIn } from './api/sign-in';

type Field = keyof LoginInput;

/** §5 login: each field checked on blur and all on submit; editing a field clears its error. */
export function useLoginForm(onSignedIn: () => void) {
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((prev) => ({ ...prev, [field]: event.target.value }));
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    },
    onBlur: () => setErrors((prev) => ({ ...prev, [field]: validateField(loginSchema, field, values[field]) })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = v.safeParse(loginSchema, values);
    if (!result.success) {
      setErrors(fieldErrors(result.issues));
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn(result.output);
      onSignedIn();
    } catch (error) {
      // 429 carries the throttle's own wording (when to try again) and 503 names the secret the
      // operator must set (decision 011); everything else is §8's.
      const ownWording = [429, 503].includes(failureStatus(error) ?? 0) && error instanceof Error;
      setFailure(ownWording ? error.message : LOGIN_MESSAGES.failed);
      setSubmitting(false);
    }
  }

  return { bind, errors, submitting, failure, dismissFailure: () => setFailure(null), onSubmit };
}
