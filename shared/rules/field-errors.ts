import * as v from 'valibot';

export type FieldErrors = Record<string, string>;

/** Just enough of a valibot schema's shape to walk into objects, arrays, pipes and optionals. */
type SchemaNode = { entries?: Record<string, SchemaNode>; item?: SchemaNode; wrapped?: SchemaNode };

/**
 * valibot reports a missing key as 'Invalid key: Expected "name"…' from the enclosing object,
 * not with the field's own message. The field's schema, given `undefined`, names it the way
 * the spec does ('Name is required'), so look that schema up along the issue's path.
 */
function missingKeyMessage(root: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  if (issue.type !== 'object' || issue.path?.at(-1)?.origin !== 'key') return undefined;
  let node: SchemaNode | undefined = root as SchemaNode;
  for (const step of issue.path) {
    while (node?.wrapped) node = node.wrapped;
    node = step.type === 'array' ? node?.item : node?.entries?.[String(step.key)];
  }
  if (!node) return undefined;
  const result = v.safeParse(node as v.GenericSchema, undefined);
  return result.success ? undefined : result.issues[0].message;
}

/**
 * The first message for each field path ("items.0.quantity"), as forms and the API report them.
 * Pass the schema that produced the issues so a missing field gets its own message.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[], schema?: v.GenericSchema): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    errors[key] ??= (schema && missingKeyMessage(schema, issue)) || issue.message;
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
