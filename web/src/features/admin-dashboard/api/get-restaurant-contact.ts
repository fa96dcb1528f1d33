import { api } from '../../../lib/api-client';
import { okJson } from '../../../lib/api-failure';

/** What a note to a guest signs with: the restaurant as the owner set it (issue 29). */
export type RestaurantContact = { name: string; phone: string };

export async function getRestaurantContact(): Promise<RestaurantContact> {
  const { name, phone } = await okJson(await api.settings.$get());
  return { name, phone };
}
