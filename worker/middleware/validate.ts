import { vValidator } from '@hono/valibot-validator';
import * as v from 'valibot';
import type { Context } from 'hono';
import { fieldErrors } from '../../shared/rules/field-errors';
import type { ApiError } from '../contract/errors';
import { GENERIC_MESSAGES } from '../../shared/messages';
import { requestLocale } from '../infra/request-locale';

type Target = 'json' | 'query' | 'param';

/**
 * The media types Hono's json validator parses (application/json, application/*+json, any
 * parameters such as charset). Anything else it silently reads as `{}`, which would answer a
 * form post with "every field is required" instead of naming the real problem.
 */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

const isJsonBody = (contentType: string | undefined) => JSON_MEDIA_TYPE.test((contentType ?? '').split(';')[0].trim());

/** A lone UTF-16 surrogate: legal in JSON ("\ud800") but not UTF-8, so D1 would store it as mojibake. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The dot path of the first string in a validated value that is not well-formed Unicode. */
function malformedText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = malformedText(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** The request part as the validator read it (Hono caches the parsed body). */
async function rawValue(c: Context, target: Target): Promise<unknown> {
  if (target === 'json') return c.req.json();
  if (target === 'query') return c.req.query();
  return c.req.param();
}

/**
 * The issues in the request's language: the rules' messages are picked per parse (`{ lang }`,
 * shared/i18n/catalogues.ts `message`). Hono's valibot validator parses without a language, so a
 * German request's failure is parsed once more, in German; success, the common case, costs nothing.
 */
async function localizedIssues(
  c: Context,
  target: Target,
  schema: v.GenericSchema,
  issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]],
) {
  const lang = requestLocale(c);
  if (lang === 'en') return issues;
  const again = await v.safeParseAsync(schema, await rawValue(c, target), { lang });
  return again.issues ?? issues;
}

/**
 * valibot validation for a request part. A failure is a 400 that names every field at
 * fault: `error` joins their messages, `fields` maps field → message, `message` is the first.
 * A JSON target refuses any other Content-Type with 415, before looking at the fields.
 */
export function validate<T extends Target, S extends v.GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, async (result, c) => {
    if (target === 'json' && !isJsonBody(c.req.header('Content-Type'))) {
      const text = GENERIC_MESSAGES.jsonOnly;
      return c.json<ApiError>({ error: text, message: text }, 415);
    }
    if (result.success) {
      // Refused rather than stored: it would read back as U+FFFD, not as what was accepted.
      const field = malformedText(result.output, '');
      if (field === undefined) return;
      const text = GENERIC_MESSAGES.invalidText;
      return c.json<ApiError>({ error: text, message: text, fields: { [field || 'body']: text } }, 400);
    }
    const fields = fieldErrors(await localizedIssues(c, target, schema, result.issues), schema);
    const messages = [...new Set(Object.values(fields))];
    return c.json<ApiError>({ error: messages.join('; '), message: messages[0], fields }, 400);
  });
}
