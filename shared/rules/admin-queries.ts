import * as v from 'valibot';
import { DEFAULT_WINDOW_HOURS, RESERVATION_STATUSES, STAFF_PAGE_SIZE } from '../constants';
import { isoDateRule } from './reservation';

const positiveIntText = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

const HOURS_MESSAGE = 'hours must be a whole number of at least 1';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${STAFF_PAGE_SIZE}`;
export const CURSOR_MESSAGE = 'cursor is not valid: pass the nextCursor of the previous page unchanged';

/**
 * A page of a staff list (docs/decisions/013): `limit` rows at most (over the maximum is a 400,
 * not a silent cap), after the opaque `cursor` the previous page answered in X-Next-Cursor.
 */
const pageEntries = {
  limit: v.optional(positiveIntText(LIMIT_MESSAGE, STAFF_PAGE_SIZE), String(STAFF_PAGE_SIZE)),
  cursor: v.optional(v.pipe(v.string(CURSOR_MESSAGE), v.regex(/^[\w-]{1,200}$/, CURSOR_MESSAGE))),
};

const windowEntries = {
  lastNumHours: v.optional(
    positiveIntText('lastNumHours must be a whole number of at least 1', 87600),
    String(DEFAULT_WINDOW_HOURS),
  ),
  status: v.optional(v.picklist(RESERVATION_STATUSES, `status must be one of ${RESERVATION_STATUSES.join(', ')}`)),
};

/** The distinct dates of the reservations booked in a window (the dashboard's date dropdown). */
export const reservationDatesQuerySchema = v.object(windowEntries);

export const reservationsQuerySchema = v.object({
  ...windowEntries,
  date: v.optional(isoDateRule('date must be yyyy-MM-dd', 'date must be yyyy-MM-dd')),
  ...pageEntries,
});

export const ordersQuerySchema = v.object(pageEntries);

export const deleteOldQuerySchema = v.object({
  hours: positiveIntText(HOURS_MESSAGE, 876000),
});

export const reservationStatusSchema = v.object({
  reservationId: v.pipe(
    v.string('reservationId is required'),
    v.nonEmpty('reservationId is required'),
    v.maxLength(64, 'reservationId is not valid'),
  ),
  status: v.picklist(RESERVATION_STATUSES, `status must be one of ${RESERVATION_STATUSES.join(', ')}`),
  /** false: no email to the guest for this change (the dashboard then sends its own note). */
  notifyGuest: v.optional(v.boolean('notifyGuest must be true or false'), true),
  /** true: staff confirmed seating a late no-show in a full slot (the Service page's "over capacity"). */
  overCapacity: v.optional(v.boolean('overCapacity must be true or false'), false),
});
