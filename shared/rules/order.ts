import * as v from 'valibot';
import { ORDER_MESSAGES as M } from '../messages';
import { ORDER_STATUSES } from '../constants';
import { emailRule } from './reservation';
import { visibleText } from './text';

const id = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.nonEmpty(`${label} is required`),
    v.maxLength(64, `${label} is not valid`),
  );

const orderLineSchema = v.object({
  menuItemId: id('menuItemId'),
  quantity: v.pipe(
    v.number(M.quantityMin),
    v.integer(M.quantityMin),
    v.minValue(1, M.quantityMin),
    v.maxValue(999, 'Quantity cannot exceed 999'),
  ),
});

/** §5 new order. totalAmount is accepted but ignored: the server prices the order itself. */
export const placeOrderSchema = v.object({
  customerName: v.pipe(
    v.string('customerName is required'),
    v.trim(),
    v.nonEmpty('customerName is required'),
    visibleText('customerName'),
    v.maxLength(100, 'customerName cannot exceed 100 characters'),
  ),
  customerEmail: emailRule('customerEmail is required', 'Invalid email address'),
  reservationId: id('reservationId'),
  items: v.pipe(
    v.array(orderLineSchema, M.noItems),
    v.minLength(1, M.noItems),
    v.maxLength(100, 'An order cannot have more than 100 lines'),
  ),
  totalAmount: v.optional(v.unknown()),
  status: v.optional(v.picklist(ORDER_STATUSES, 'status must be pending or paid'), 'pending'),
});
export type PlaceOrderInput = v.InferInput<typeof placeOrderSchema>;

export const orderStatusSchema = v.object({
  orderId: id('orderId'),
  status: v.picklist(ORDER_STATUSES, 'status must be pending or paid'),
});

/** A typed quantity: anything that is not a whole number of at least 1 becomes 1. */
export function normaliseQuantity(raw: string | number): number {
  const n = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 999) : 1;
}
