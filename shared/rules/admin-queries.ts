import * as v from 'valibot';
import { DEFAULT_WINDOW_HOURS, RESERVATION_STATUSES } from '../constants';

const positiveIntText = (message: string, max: number) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(1, message),
    v.maxValue(max, message),
  );

export const HOURS_MESSAGE = 'hours must be a whole number of at least 1';

export const reservationsQuerySchema = v.object({
  lastNumHours: v.optional(positiveIntText('lastNumHours must be a whole number of at least 1', 87600), String(DEFAULT_WINDOW_HOURS)),
  status: v.optional(v.picklist(RESERVATION_STATUSES, 'status must be pending, confirmed or cancelled')),
});

export const deleteOldQuerySchema = v.object({
  hours: positiveIntText(HOURS_MESSAGE, 876000),
});

export const reservationStatusSchema = v.object({
  reservationId: v.pipe(v.string('reservationId is required'), v.nonEmpty('reservationId is required'), v.maxLength(64, 'reservationId is not valid')),
  status: v.picklist(RESERVATION_STATUSES, 'status must be pending, confirmed or cancelled'),
});
