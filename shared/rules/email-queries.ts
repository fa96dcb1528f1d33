import * as v from 'valibot';
import { STAFF_PAGE_SIZE } from '../constants';
import { visibleText } from './text';
import { CURSOR_MESSAGE } from './admin-queries';

const TO_MESSAGE = 'to must be an email address or part of one, at most 254 characters';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${STAFF_PAGE_SIZE}`;

/**
 * The Emails page's list: `to` filters by recipient (case-insensitive, the whole address), newest
 * first, `limit` rows a page (200 at most, like the staff lists) after the previous page's cursor.
 */
export const emailListQuerySchema = v.object({
  to: v.optional(v.pipe(v.string(TO_MESSAGE), v.trim(), v.maxLength(254, TO_MESSAGE), visibleText('to'))),
  limit: v.optional(
    v.pipe(
      v.string(LIMIT_MESSAGE),
      v.regex(/^\d{1,6}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(STAFF_PAGE_SIZE, LIMIT_MESSAGE),
    ),
    String(STAFF_PAGE_SIZE),
  ),
  cursor: v.optional(v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^[\w-]{1,200}$/, CURSOR_MESSAGE))),
});

const EMAIL_ID_MESSAGE = 'Email id is not valid';

export const emailIdParamSchema = v.object({
  id: v.pipe(v.string(EMAIL_ID_MESSAGE), v.regex(/^[\w-]{1,64}$/, EMAIL_ID_MESSAGE)),
});
