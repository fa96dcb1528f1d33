import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';
import { reservationSchema } from './reservation';
import { placeOrderSchema } from './order';
import { scheduleRangeQuerySchema } from './schedule';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues, schema);
};

describe('fieldErrors', () => {
  it('names a missing field with its own spec message, not valibot’s "Invalid key"', () => {
    expect(errorsOf(reservationSchema, { occasion: 'None' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      date: 'Date is required',
      time: 'Time is required',
      guests: 'Number of guests is required',
    });
  });

  it('does the same inside lists of objects', () => {
    const errors = errorsOf(placeOrderSchema, {
      customerName: 'A',
      customerEmail: 'a@example.com',
      reservationId: 'r',
      items: [{ menuItemId: 'm' }],
    });
    expect(errors).toEqual({ 'items.0.quantity': 'Quantity must be a whole number of at least 1' });
  });

  it('reports a range check on endDate only when both dates are valid', () => {
    expect(errorsOf(scheduleRangeQuerySchema, { startDate: '2027-03-02', endDate: '2027-03-01' })).toEqual({
      endDate: 'startDate must not be after endDate',
    });
    expect(errorsOf(scheduleRangeQuerySchema, { startDate: '2027-03-02', endDate: '03/01/2027' })).toEqual({
      endDate: 'endDate must be yyyy-MM-dd',
    });
  });

  it('keeps the first message per field without a schema', () => {
    const result = v.safeParse(v.object({ a: v.pipe(v.string('A!'), v.minLength(3, 'short')) }), { a: 'x' });
    expect(result.success ? {} : fieldErrors(result.issues)).toEqual({ a: 'short' });
  });
});
