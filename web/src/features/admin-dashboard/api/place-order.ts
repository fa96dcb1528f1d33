import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { PlaceOrderInput } from '../../../../../shared/rules/order';

/** The server prices the order itself; totalAmount is sent only because §7 lists it. */
export async function placeOrder(order: PlaceOrderInput) {
  return okJson(await api.orders.place.$post({ json: order }));
}
