import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';
import type { OrderStatus } from '../../../../../shared/constants';

export async function updateOrderStatus(orderId: string, status: OrderStatus) {
  return okJson(await api.orders['update-status'].$post({ json: { orderId, status } }));
}
