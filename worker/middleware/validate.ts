import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import { fieldErrors } from '../../shared/rules/field-errors';
import type { ApiError } from '../lib/errors';

type Target = 'json' | 'query' | 'param';

/**
 * valibot validation for a request part. A failure is a 400 that names every field at
 * fault: `error` joins their messages, `fields` maps field → message, `message` is the first.
 */
export function validate<T extends Target, S extends v.GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const fields = fieldErrors(result.issues);
    const messages = [...new Set(Object.values(fields))];
    return c.json<ApiError>({ error: messages.join('; '), message: messages[0], fields }, 400);
  });
}
