import * as v from 'valibot';
import { visibleLines, visibleText } from './text';

const TOKEN_MESSAGE = 'token is required: open the link from your email';
const ID_MESSAGE = 'id is not a booking id';

/** A guest's manage link: the token, and optionally the booking id of the page's path. */
const token = v.pipe(
  v.string(TOKEN_MESSAGE),
  v.trim(),
  v.nonEmpty(TOKEN_MESSAGE),
  v.maxLength(2000, 'token is too long'),
);
const id = v.optional(v.pipe(v.string(ID_MESSAGE), v.regex(/^[\w-]{1,64}$/, ID_MESSAGE)));

export const manageBookingQuerySchema = v.object({ token, id });
export const manageBookingCancelSchema = v.object({ token, id });
/** The guest's "yes, we are coming" from the day-before reminder (issue 31). */
export const manageBookingConfirmSchema = v.object({ token, id });

const SUBJECT_MESSAGE = 'subject is required (at most 200 characters)';
const BODY_MESSAGE = 'body is required (at most 5000 characters)';

/** The cancellation note staff send from the dashboard's dialog, through the outbox. */
export const cancellationEmailSchema = v.object({
  subject: v.pipe(
    v.string(SUBJECT_MESSAGE),
    v.trim(),
    v.nonEmpty(SUBJECT_MESSAGE),
    v.maxLength(200, SUBJECT_MESSAGE),
    visibleText('subject'),
  ),
  body: v.pipe(
    v.string(BODY_MESSAGE),
    v.trim(),
    v.nonEmpty(BODY_MESSAGE),
    v.maxLength(5000, BODY_MESSAGE),
    visibleLines('body'),
  ),
});

export const reservationIdParamSchema = v.object({
  id: v.pipe(v.string(ID_MESSAGE), v.regex(/^[\w-]{1,64}$/, ID_MESSAGE)),
});
