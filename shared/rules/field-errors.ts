import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** The first message for each field path ("items.0.quantity"), as forms and the API report them. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Validate one field of an object schema, for on-blur checks in forms. */
export function validateField<S extends v.ObjectSchema<v.ObjectEntries, undefined>>(
  schema: S,
  field: keyof S['entries'] & string,
  value: unknown,
): string | undefined {
  const result = v.safeParse(schema.entries[field], value);
  return result.success ? undefined : result.issues[0].message;
}
